import { useEffect } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Download from 'yet-another-react-lightbox/plugins/download';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/captions.css';

export type LightboxSlide = {
  src: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  srcSet?: { src: string; width: number; height: number }[];
  /** Shown under the photo, as in the album grid. */
  caption?: string | null;
  downloadUrl?: string;
  filename?: string;
};

export type LightboxProps = {
  slides: LightboxSlide[];
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
};

/**
 * yet-another-react-lightbox does the hard parts: swipe gestures, arrow keys and Escape,
 * wrapping navigation, and an inert page behind it so focus stays inside.
 */
const fileNameOf = (url: string) => url.split('/').pop()?.split('?')[0] || 'photo';

/**
 * The library makes the page behind inert, but Tab past its last button would leave for the
 * browser chrome; keep Tab cycling through the lightbox's own controls instead.
 */
function useTabCycle() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const root = document.querySelector<HTMLElement>('.yarl__root');
      if (!root) return;
      const items = Array.from(root.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);
}

export default function LightboxImpl({ slides, index, onClose, onIndexChange }: LightboxProps) {
  useTabCycle();
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
        description: s.caption ?? undefined,
        download: { url: s.downloadUrl ?? s.src, filename: s.filename ?? fileNameOf(s.downloadUrl ?? s.src) },
      }))}
      plugins={[Captions, Counter, Download]}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      carousel={{ finite: false, preload: 2 }}
      controller={{ closeOnBackdropClick: true }}
      counter={{ container: { style: { top: 0, bottom: 'unset' } } }}
      on={{ view: ({ index: i }) => onIndexChange?.(i) }}
      labels={{ Previous: 'Previous photo', Next: 'Next photo', Close: 'Close', Download: 'Download photo', Lightbox: 'Photo viewer' }}
    />
  );
}
