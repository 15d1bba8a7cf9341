import { useState } from 'react';
import { MEDIA_MESSAGES } from '@academy/contract/media-constants';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { VideoPlayer } from '../../../components/ui/video-player';
import { useFeaturedVideo } from '../api/get-featured-video';

export function AboutVideo() {
  const video = useFeaturedVideo();
  const [playing, setPlaying] = useState(false);
  if (video.isPending) return <LoadingState />;
  if (video.isError) return <ErrorState message={MEDIA_MESSAGES.loadFailed} />;
  if (!video.data) return <EmptyState message={MEDIA_MESSAGES.empty} />;
  if (playing) return <VideoPlayer video={video.data} autoPlay />;
  return (
    <button type="button" className="about-video" onClick={() => setPlaying(true)} aria-label={`Play video: ${video.data.title}`}>
      <ResponsiveImage
        src={video.data.thumbnail ?? '/hero/slide-2.webp'}
        alt=""
        fallbackRatio={16 / 9}
        sizes="(max-width: 900px) 100vw, 900px"
        style={{ aspectRatio: '16 / 9' }}
      />
      <span className="about-video__overlay" aria-hidden="true">
        <span className="about-video__play">
          <svg viewBox="0 0 24 24" width="36" height="36" fill="currentColor">
            <path d="M8 5.5v13l11-6.5z" />
          </svg>
        </span>
        <span className="about-video__title">{video.data.title}</span>
      </span>
    </button>
  );
}
