import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** A form's primary button: it says `busyLabel` and waits, disabled, while the form is being sent. */
export function SubmitButton({ busy, busyLabel, disabled = false, children }: { busy: boolean; busyLabel: ReactNode; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
