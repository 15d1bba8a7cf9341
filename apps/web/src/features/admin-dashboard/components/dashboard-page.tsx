import { Clapperboard, ClipboardList, Eye, FileText, Images, Mail, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_COUNT_TEXTS } from '@academy/contract/admin-counts-constants';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration';
import { DASHBOARD_MESSAGES, formatCount } from '@academy/contract/site';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminSpinner } from '../../../components/admin/spinner';
import { StatusBadge } from '../../../components/admin/status-badge';
import ui from '../../../components/admin/ui.module.css';
import { useIsAdmin } from '../../../components/admin/admin-role';
import { useAdminCounts } from '../../../components/admin/use-admin-counts';
import { useDashboard } from '../api/get-dashboard';
import css from './dashboard-page.module.css';

const CARDS = [
  { key: 'enrollment', label: 'Enrollment', to: ADMIN_PATHS.enrollments, Icon: ClipboardList },
  { key: 'gallery', label: 'Gallery', to: ADMIN_PATHS.gallery, Icon: Images },
  { key: 'content', label: 'Content', to: ADMIN_PATHS.posts, Icon: FileText },
  { key: 'media', label: 'Media', to: ADMIN_PATHS.media, Icon: Clapperboard },
] as const;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export default function DashboardPage() {
  // Registrations and messages are children's and families' data: an editor's dashboard leaves them out.
  const isAdmin = useIsAdmin();
  const dashboard = useDashboard(isAdmin);
  const waiting = useAdminCounts(isAdmin).data;

  if (dashboard.isPending) return <AdminSpinner />;
  if (dashboard.isError) return <AdminAlert tone="error">{DASHBOARD_MESSAGES.failed}</AdminAlert>;
  const { counts, registrations } = dashboard.data;

  return (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>Dashboard</h1>
        <p className={ui.subtitle}>An overview of the academy at a glance.</p>
      </div>
      <section className={css.stats} aria-label="Totals">
        {CARDS.filter((card) => isAdmin || card.key !== 'enrollment').map((card) => (
          <Link key={card.key} to={card.to} className={`${ui.card} ${css.stat}`}>
            <span className={css.statIcon}>
              <card.Icon size={24} aria-hidden="true" />
            </span>
            <span className={css.statLabel}>{card.label}</span>
            <strong className={css.statValue} data-testid={`count-${card.key}`}>
              {formatCount(counts[card.key])}
            </strong>
          </Link>
        ))}
      </section>
      {isAdmin ? (
        <>
          <section className={css.waiting} aria-labelledby="waiting-heading">
            <h2 id="waiting-heading" className={css.waitingHead}>
              {ADMIN_COUNT_TEXTS.heading}
            </h2>
            {(
              [
                { key: 'messages', to: ADMIN_PATHS.messages, label: ADMIN_COUNT_TEXTS.unreadMessages, Icon: Mail, n: waiting?.unread_messages },
                { key: 'registrations', to: ADMIN_PATHS.enrollments, label: ADMIN_COUNT_TEXTS.newRegistrations, Icon: UserPlus, n: waiting?.new_registrations },
              ] as const
            ).map(({ key, to, label, Icon, n }) => (
              <Link key={key} to={to} className={`${ui.card} ${css.waitCard}`} data-waiting={n ? true : undefined}>
                <Icon className={css.waitIcon} size={22} aria-hidden="true" />
                <span className={css.statLabel}>{label}</span>
                <strong className={css.waitValue} data-testid={`waiting-${key}`}>
                  {n ?? '–'}
                </strong>
              </Link>
            ))}
          </section>
          <section className={ui.card} aria-labelledby="recent-enrollments">
            <div className={ui.pageHeader} style={{ marginBottom: '0.75rem' }}>
              <h2 id="recent-enrollments" className={`${ui.cardTitle} ${css.sectionHead}`}>
                Enrollments
              </h2>
              <Link to={ADMIN_PATHS.enrollments} className={`${ui.btn} ${ui.small}`}>
                See all
              </Link>
            </div>
            {registrations.length === 0 ? (
              <p className={ui.empty}>{REGISTRATION_MESSAGES.empty}</p>
            ) : (
              <div className={ui.tableWrap}>
                <table className={ui.table}>
                  <thead>
                    <tr>
                      <th scope="col">Athlete</th>
                      <th scope="col">Age</th>
                      <th scope="col">Parent</th>
                      <th scope="col">Phone</th>
                      <th scope="col">Status</th>
                      <th scope="col">Date</th>
                      <th scope="col">
                        <span className={ui.srOnly}>Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {registrations.map((r) => (
                      <tr key={r.id}>
                        <td data-label="Athlete">
                          <strong>{r.player_name}</strong>
                        </td>
                        <td data-label="Age">{r.player_age}</td>
                        <td data-label="Parent">{r.parent_name}</td>
                        <td data-label="Phone">{r.contact_phone}</td>
                        <td data-label="Status">
                          <StatusBadge status={r.status} />
                        </td>
                        <td data-label="Date">{dateFormat.format(new Date(r.created_at))}</td>
                        <td data-label="">
                          <Link to={adminHref('enrollment', { id: r.id })} className={`${ui.btn} ${ui.small}`} aria-label={`View ${r.player_name}`}>
                            <Eye size={15} aria-hidden="true" />
                            View
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
