import { Modal } from '../../../components/ui/modal';

type Props = {
  title: string;
  message: string;
  /** The button that keeps things as they are, and the one that goes ahead (red: it cannot be undone). */
  cancel: string;
  confirm: string;
  /** While the answer is on its way: the go-ahead button is disabled, with `busyLabel` when given. */
  busy: boolean;
  busyLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The family page's question before a step that cannot be undone (withdraw, erase, decline, a new calendar address). */
export function FamilyConfirm({ title, message, cancel, confirm, busy, busyLabel, onCancel, onConfirm }: Props) {
  return (
    <Modal title={title} onClose={onCancel} className="family-status__dialog">
      <p>{message}</p>
      <div className="family-status__buttons">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {cancel}
        </button>
        <button type="button" className="btn family-status__danger" disabled={busy} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirm}
        </button>
      </div>
    </Modal>
  );
}
