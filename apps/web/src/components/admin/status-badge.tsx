import { STATUS_LABELS, type RegistrationStatus } from '@academy/contract/registration-status-constants';
import css from './status-badge.module.css';

/** A registration's status as a word on its colour (the word carries the meaning; the colour helps scanning). */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <span className={`${css.badge} ${css[status] ?? ''}`} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
