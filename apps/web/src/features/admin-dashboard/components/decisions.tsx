import { CalendarX, Hourglass, Mail, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_COUNT_TEXTS } from '@academy/contract/admin-counts-constants';
import { DASHBOARD_TEXTS as D, type AdminDashboard } from '@academy/contract/admin-dashboard';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import type { AdminCounts } from '@academy/contract/admin-counts';
import ui from '../../../components/admin/ui.module.css';
import { formatDateTime } from '../../../lib/format-date';
import css from './dashboard-page.module.css';

/** The enrollment list filtered by a status: the address the list reads its filters from. */
const enrollmentsWith = (status: string) => `${ADMIN_PATHS.enrollments}?${new URLSearchParams({ status })}`;

/**
 * What needs a decision, each a link to the list that holds it: unread messages and pending
 * registrations (the sidebar's counts, kept fresh after every change), open offers (how many expire
 * soon), and past trials whose confirmed children have no check-in.
 */
export function Decisions({ waiting, decisions }: { waiting: AdminCounts | undefined; decisions: AdminDashboard['decisions'] | undefined }) {
  const items = [
    { key: 'messages', to: ADMIN_PATHS.messages, label: ADMIN_COUNT_TEXTS.unreadMessages, Icon: Mail, n: waiting?.unread_messages, note: null },
    {
      key: 'registrations',
      to: enrollmentsWith('pending'),
      label: ADMIN_COUNT_TEXTS.newRegistrations,
      Icon: UserPlus,
      n: waiting?.new_registrations,
      note: null,
    },
    {
      key: 'offers',
      to: enrollmentsWith('offer_made'),
      label: D.decisions.offers,
      Icon: Hourglass,
      n: decisions?.open_offers,
      note: decisions?.offers_expiring ? D.decisions.expiring(decisions.offers_expiring) : null,
    },
  ] as const;
  return (
    <section className={css.waiting} aria-labelledby="decisions-heading">
      <h2 id="decisions-heading" className={css.waitingHead}>
        {D.decisions.heading}
      </h2>
      {items.map(({ key, to, label, Icon, n, note }) => (
        <Link key={key} to={to} className={`${ui.card} ${css.waitCard}`} data-waiting={n ? true : undefined}>
          <Icon className={css.waitIcon} size={22} aria-hidden="true" />
          <span className={css.waitText}>
            <span className={css.statLabel}>{label}</span>
            {note ? (
              <span className={css.waitNote} data-testid={`waiting-${key}-note`}>
                {note}
              </span>
            ) : null}
          </span>
          <strong className={css.waitValue} data-testid={`waiting-${key}`}>
            {n ?? '–'}
          </strong>
        </Link>
      ))}
      {decisions?.unchecked_trials.map((trial) => (
        <Link key={trial.id} to={adminHref('trial', { id: trial.id })} className={`${ui.card} ${css.waitCard}`} data-waiting>
          <CalendarX className={css.waitIcon} size={22} aria-hidden="true" />
          <span className={css.waitText}>
            <span className={css.statLabel}>{D.decisions.uncheckedSession(trial.location)}</span>
            <span className={css.waitNote}>{formatDateTime(trial.starts_at)}</span>
          </span>
          <strong className={css.waitValue} data-testid="waiting-unchecked">
            {trial.confirmed}
          </strong>
        </Link>
      ))}
    </section>
  );
}
