import { Suspense, type ReactNode } from 'react';

/**
 * Content below the fold: in the server's HTML like the rest of the page (it reads without
 * JavaScript), but a Suspense boundary of its own, so React hydrates it in a later task than the
 * first screen and start-up is no single long task on a slow phone (docs/decisions/020).
 */
export function LaterHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
