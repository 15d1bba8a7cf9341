import { useEffect, useId, useRef } from 'react';
import { DELETE_CONFIRM } from '@academy/contract/site';
import ui from './ui.module.css';

type Props = {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel?: string;
  /** The confirm button's text while busy. */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Accessible confirmation (role="alertdialog"): focus moves to Cancel, Escape cancels, focus stays inside. */
export function AdminConfirmDialog({
  open,
  title,
  message = DELETE_CONFIRM,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  const descId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
    }
    if (e.key === 'Tab' && boxRef.current) {
      const items = boxRef.current.querySelectorAll<HTMLElement>('button:not([disabled])');
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className={ui.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div ref={boxRef} className={ui.dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        <p id={descId}>{message}</p>
        <div className={ui.dialogActions}>
          <button ref={cancelRef} type="button" className={ui.btn} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={`${ui.btn} ${ui.dangerSolid}`} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
