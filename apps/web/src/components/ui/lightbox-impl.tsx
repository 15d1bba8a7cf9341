import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Download from 'yet-another-react-lightbox/plugins/download';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { LightboxProps } from './lightbox';

/**
 * yet-another-react-lightbox does the hard parts: swipe gestures, arrow keys and Escape,
 * wrapping navigation, and an inert page behind it so focus stays inside.
 */
const fileNameOf = (url: string) => url.split('/').pop()?.split('?')[0] || 'photo';

export default function LightboxImpl({ slides, index, onClose, onIndexChange }: LightboxProps) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides.map((s) => ({
        src: s.src,
        alt: s.alt,
        width: s.width ?? undefined,
        height: s.height ?? undefined,
        srcSet: s.srcSet,
        download: { url: s.downloadUrl ?? s.src, filename: s.filename ?? fileNameOf(s.downloadUrl ?? s.src) },
      }))}
      plugins={[Counter, Download]}
      carousel={{ finite: false, preload: 2 }}
      controller={{ closeOnBackdropClick: true }}
      counter={{ container: { style: { top: 0, bottom: 'unset' } } }}
      on={{ view: ({ index: i }) => onIndexChange?.(i) }}
      labels={{ Previous: 'Previous photo', Next: 'Next photo', Close: 'Close', Download: 'Download photo', Lightbox: 'Photo viewer' }}
    />
  );
}
