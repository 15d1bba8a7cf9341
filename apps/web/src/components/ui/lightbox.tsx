import { lazy, Suspense } from 'react';

export type LightboxSlide = {
  src: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  srcSet?: { src: string; width: number; height: number }[];
  downloadUrl?: string;
  filename?: string;
};

export type LightboxProps = {
  slides: LightboxSlide[];
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
};

// The lightbox library is only downloaded when a visitor first opens a photo.
const LightboxImpl = lazy(() => import('./lightbox-impl'));

export function Lightbox(props: LightboxProps & { open: boolean }) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LightboxImpl {...props} />
    </Suspense>
  );
}
