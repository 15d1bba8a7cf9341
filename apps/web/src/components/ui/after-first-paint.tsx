import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of their own, after the page's first paint: what is below the
 * fold then does not hold back the first screen on a slow phone (one long start-up task becomes
 * two shorter ones). Only for content that starts out of view, so nothing visible moves.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setReady(true), 0);
    };
    // The frame callback runs just before the paint; the timeout after it.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(later) : (later(), undefined);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? <>{children}</> : null;
}
