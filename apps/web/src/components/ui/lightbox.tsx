import { lazy, Suspense } from 'react';
import type { LightboxProps } from './lightbox-impl';

// The types live beside the implementation so that it imports nothing back from here (type imports cost no download).
export type { LightboxProps, LightboxSlide } from './lightbox-impl';

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
