import { useState } from 'react';
import { MEDIA_MESSAGES } from '@academy/contract/media-constants';
import type { MediaItem } from '@academy/contract/media';
import { Modal } from '../../../components/ui/modal';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ListState } from '../../../components/ui/list-state';
import { VideoPlayer } from '../../../components/ui/video-player';
import { useMedia } from '../api/get-media';

export function MediaGrid() {
  const media = useMedia(8);
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  return (
    <section className="section section--pitch" aria-labelledby="media-title">
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">Watch</span>
            <h2 className="heading" id="media-title">
              Media
            </h2>
          </div>
        </div>
        <ListState query={media} items={media.data} messages={MEDIA_MESSAGES}>
          {(items) => (
            <ul className="media-grid">
              {items.map((item) => (
                <li key={item.id}>
                  <button type="button" className="media-tile" onClick={() => setPlaying(item)} aria-label={`Play video: ${item.title}`}>
                    <span className="media-tile__thumb">
                      <ResponsiveImage
                        src={item.thumbnail}
                        alt=""
                        fallbackRatio={16 / 9}
                        sizes="(max-width: 600px) 100vw, 300px"
                        style={{ aspectRatio: '16 / 9' }}
                      />
                      <span className="media-tile__play" aria-hidden="true">
                        <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
                          <path d="M8 5.5v13l11-6.5z" />
                        </svg>
                      </span>
                    </span>
                    <span className="media-tile__title">{item.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
      {playing ? (
        <Modal title={playing.title} onClose={() => setPlaying(null)}>
          <VideoPlayer video={playing} autoPlay />
        </Modal>
      ) : null}
    </section>
  );
}
