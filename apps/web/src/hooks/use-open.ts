import { useState } from 'react';

/**
 * Something a button opens and that closes on its own cancel or once it is done (an admin dialog,
 * an inline form): `closeThen(done)` is its "done" handler, which closes it and then reports.
 */
export function useOpen() {
  const [open, setOpen] = useState(false);
  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    closeThen:
      <A extends unknown[]>(done?: (...args: A) => void) =>
      (...args: A) => {
        setOpen(false);
        done?.(...args);
      },
  };
}
