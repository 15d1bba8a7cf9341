import { Link } from 'react-router';
import { adminHref } from '@academy/contract/admin-paths';
import { TRIAL_DAY_TEXTS as T } from '@academy/contract/trial-day-constants';
import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { AdminPage } from '../../../components/admin/admin-page';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { formatDateTime } from '../../../lib/format-date';
import { useCoachTrials } from '../api/trial-day';
import css from './trial-day.module.css';
import { CoachEvents } from '../../../components/admin/attendance-blocks';

/** /trial-day: the coach's sessions (every session for an administrator), each opening its trial day. */
export default function MySessionsPage() {
  const sessions = useCoachTrials();
  return (
    <AdminPage title={T.mySessions} subtitle={T.mySessionsSubtitle}>
      <CoachEvents />
      {sessions.isError ? <AdminAlert tone="error">{T.loadFailed}</AdminAlert> : null}
      {sessions.isPending ? <AdminSpinner /> : null}
      {sessions.data?.length === 0 ? <p className={`${ui.card} ${ui.empty}`}>{T.noSessions}</p> : null}
      {sessions.data?.length ? (
        <ul className={css.sessions}>
          {sessions.data.map((s) => (
            <li key={s.id}>
              <Link to={adminHref('trialDay', { id: s.id })} className={`${ui.card} ${css.session}`} data-cancelled={s.cancelled_at ? 'true' : undefined}>
                <strong>{formatDateTime(s.starts_at, 'long')}</strong>
                <span>
                  {s.location} · {TRIAL_MESSAGES.ages(s.min_age, s.max_age)} · {T.children(s.children)}
                </span>
                {s.cancelled_at ? <span className={ui.badge}>{TRIAL_MESSAGES.alreadyCancelled}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </AdminPage>
  );
}
