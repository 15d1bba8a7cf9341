import { toEmbedUrl } from '@academy/contract/media-constants';
import { MEDIA_MESSAGES } from '@academy/contract/media-constants';
import { EmptyState } from './states';

export type PlayableVideo = { title: string; video_file: string | null; video_url: string | null; thumbnail?: string | null };

function withAutoplay(src: string) {
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
}

/** Plays an uploaded file, or an embedded YouTube/Vimeo address; "No video available" when there is neither. */
export function VideoPlayer({ video, autoPlay = false }: { video: PlayableVideo; autoPlay?: boolean }) {
  if (video.video_file) {
    return (
      <div className="ratio" style={{ aspectRatio: '16 / 9', background: '#000' }}>
        <video controls src={video.video_file} poster={video.thumbnail ?? undefined} autoPlay={autoPlay} playsInline data-testid="video-file">
          <track kind="captions" />
        </video>
      </div>
    );
  }
  if (video.video_url) {
    const embed = toEmbedUrl(video.video_url);
    return (
      <div className="ratio" style={{ aspectRatio: '16 / 9', background: '#000' }}>
        {embed.kind === 'iframe' ? (
          <iframe
            src={autoPlay ? withAutoplay(embed.src) : embed.src}
            title={video.title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            data-testid="video-embed"
          />
        ) : (
          <video controls src={embed.src} autoPlay={autoPlay} playsInline data-testid="video-file">
            <track kind="captions" />
          </video>
        )}
      </div>
    );
  }
  return <EmptyState message={MEDIA_MESSAGES.empty} />;
}
