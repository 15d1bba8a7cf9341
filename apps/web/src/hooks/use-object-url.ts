import { useEffect, useMemo, useRef } from 'react';

/**
 * A preview URL for a chosen file. The previous URL is released when the file changes; the last
 * one lives until the page unloads (revoking on unmount would break StrictMode's remount).
 */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== url) URL.revokeObjectURL(previous.current);
    previous.current = url;
  }, [url]);
  return url;
}
