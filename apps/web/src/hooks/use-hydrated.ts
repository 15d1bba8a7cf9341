import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page runs (and at once on
 * a page the browser rendered itself). A public form's submit button stays disabled until then, so
 * a visitor who types and presses Enter before the scripts have started never sends the form the
 * browser's own way (a GET with the fields in the address) instead of through the app.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
