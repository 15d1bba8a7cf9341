import { useState } from 'react';
import { useFlash } from '../../hooks/use-flash';
import { errorMessage } from '../../lib/api-client';
import { AdminAlert } from './alert';
import css from './notice.module.css';

export type Notice = { tone: 'success' | 'error'; text: string };

/**
 * An admin screen's one message about what was just done: a success, or a failure with the
 * server's own text when it sent one (else `fallback`). It starts with the flash the previous
 * screen passed through navigation ("Post created"), so a list shows what its form did.
 */
export function useNotice() {
  const [flash] = useFlash();
  const [notice, setNotice] = useState<Notice | null>(flash ? { tone: 'success', text: flash } : null);
  return {
    notice,
    success: (text: string) => setNotice({ tone: 'success', text }),
    failure: (error: unknown, fallback: string) => setNotice({ tone: 'error', text: errorMessage(error, fallback) }),
    clear: () => setNotice(null),
    /** `act` as a button's handler that first takes the last notice away (a new action starts). */
    clearing:
      <A extends unknown[]>(act: (...args: A) => void) =>
      (...args: A) => {
        setNotice(null);
        act(...args);
      },
  };
}

export type NoticeState = ReturnType<typeof useNotice>;

/**
 * Shows the notice; `sticky` keeps it in view under the header, for a list whose buttons may be far
 * down the page.
 */
export function AdminNotice({ notice, sticky = false }: { notice: Notice | null; sticky?: boolean }) {
  if (!notice) return null;
  const alert = <AdminAlert tone={notice.tone}>{notice.text}</AdminAlert>;
  return sticky ? <div className={css.sticky}>{alert}</div> : alert;
}
