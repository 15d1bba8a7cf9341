import { Mail } from 'lucide-react';
import { OUTBOX_MESSAGES } from '@academy/contract/email-constants';
import { REGISTRATION_MESSAGES as M, type RegistrationHistoryEntry } from '@academy/contract/registration';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { StatusBadge } from '../../../components/admin/status-badge';
import { AdminCard } from '../../../components/admin/admin-card';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { formatDateTime } from '../../../lib/format-date';
import { useRegistrationHistory } from '../api/get-registration-history';
import css from './status-history.module.css';
import { ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

const at = (iso: string) => formatDateTime(iso, 'dayTime');

/** A registration's timeline: each change from → to, who made it and when, its note to the parent and its private staff note, and the mail it sent with its delivery state. */
export function StatusHistory({ registrationId }: { registrationId: number }) {
  const history = useRegistrationHistory(registrationId);
  return (
    <AdminCard id="history-h" title={M.historyTitle}>
      <ListState query={history} items={history.data} messages={{ loadFailed: M.historyFailed, empty: M.historyEmpty }} views={ADMIN_LIST_VIEWS}>
        {(entries) => (
          <ol className={css.timeline} aria-labelledby="history-h">
            {entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </ListState>
    </AdminCard>
  );
}

function HistoryEntry({ entry }: { entry: RegistrationHistoryEntry }) {
  const { email } = entry;
  // An entry that kept the status says so, never "confirmed → confirmed"; the family's and the
  // system's own changes (a trial moved to another session, details corrected) are told by their
  // note, which then heads the entry. An administrator's note stays the note to the parent.
  const kept = entry.from_status === entry.to_status;
  const what = kept && entry.actor !== 'admin' ? entry.note : null;
  return (
    <li className={css.entry}>
      <p className={css.change}>
        {kept ? (
          <>
            {what ? <span>{what}</span> : null}
            <span className={css.kept}>
              {EA.historyStatusKept} <StatusBadge status={entry.to_status} />
            </span>
          </>
        ) : entry.from_status ? (
          <>
            <StatusBadge status={entry.from_status} />
            <span aria-hidden="true">→</span>
            <span className={ui.srOnly}>{M.historyTo}</span>
          </>
        ) : (
          <span>{M.historyRegistered}</span>
        )}
        {kept ? null : <StatusBadge status={entry.to_status} />}
      </p>
      <p className={css.meta}>
        {M.historyActor(entry.actor, entry.changed_by)} · <time dateTime={entry.created_at}>{at(entry.created_at)}</time>
      </p>
      {entry.note && !what ? (
        <blockquote className={css.note}>
          <span className={ui.srOnly}>{EA.historyParentNote}: </span>
          {entry.note}
        </blockquote>
      ) : null}
      {entry.staff_note ? (
        <blockquote className={`${css.note} ${css.staffNote}`}>
          <strong>{EA.historyStaffNote}:</strong> {entry.staff_note}
        </blockquote>
      ) : null}
      {email ? (
        <p className={css.mail}>
          <Mail size={14} aria-hidden="true" /> {M.historyEmail(email.to)}:{' '}
          <span className={`${css.mailState} ${css[email.state] ?? ''}`}>{OUTBOX_MESSAGES.stateLabels[email.state]}</span>
          {email.sent_at ? (
            <>
              {' '}
              <time dateTime={email.sent_at}>{at(email.sent_at)}</time>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
