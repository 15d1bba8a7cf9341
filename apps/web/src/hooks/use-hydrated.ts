import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page runs (and at once on
 * a page the browser rendered itself). A public form's fields stay disabled until then: what a
 * visitor typed before hydration would be reset by the form library when it attaches, and Enter
 * would send the form the browser's own way (a GET with the fields in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
