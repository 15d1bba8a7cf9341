import { Clapperboard, ClipboardList, Eye, FileText, Images } from 'lucide-react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { Link } from 'react-router';
import { REGISTRATION_MESSAGES, type Registration } from '@academy/contract/registration';
import { DASHBOARD_MESSAGES, formatCount } from '@academy/contract/site';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { AdminSpinner } from '../../../components/admin/spinner';
import { StatusBadge } from '../../../components/admin/status-badge';
import ui from '../../../components/admin/ui.module.css';
import { useIsAdmin } from '../../../components/admin/admin-role';
import { useAdminCounts } from '../../../components/admin/use-admin-counts';
import { formatDateTime } from '../../../lib/format-date';
import { useDashboard } from '../api/get-dashboard';
import { useUpgradeNotices } from '../api/get-upgrade-notices';
import { useDashboardFigures } from '../api/get-dashboard-figures';
import { DashboardFigures } from './dashboard-figures';
import { UpgradeNotices } from './upgrade-notices';
import { Decisions } from './decisions';
import css from './dashboard-page.module.css';

const CARDS = [
  { key: 'enrollment', label: 'Enrollment', to: ADMIN_PATHS.enrollments, Icon: ClipboardList },
  { key: 'gallery', label: 'Gallery', to: ADMIN_PATHS.gallery, Icon: Images },
  { key: 'content', label: 'Content', to: ADMIN_PATHS.posts, Icon: FileText },
  { key: 'media', label: 'Media', to: ADMIN_PATHS.media, Icon: Clapperboard },
] as const;

const RECENT: Column<Registration>[] = [
  { header: 'Athlete', cell: (r) => <strong>{r.player_name}</strong> },
  { header: 'Age', cell: (r) => r.player_age },
  { header: 'Parent', cell: (r) => r.parent_name },
  { header: 'Phone', cell: (r) => r.contact_phone },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Date', cell: (r) => formatDateTime(r.created_at, 'day') },
  {
    header: 'Actions',
    hiddenHeader: true,
    label: '',
    cell: (r) => (
      <Link to={adminHref('enrollment', { id: r.id })} className={`${ui.btn} ${ui.small}`} aria-label={`View ${r.player_name}`}>
        <Eye size={15} aria-hidden="true" />
        View
      </Link>
    ),
  },
];

export default function DashboardPage() {
  // Registrations and messages are children's and families' data: an editor's dashboard leaves them out.
  const isAdmin = useIsAdmin();
  const dashboard = useDashboard(isAdmin);
  const waiting = useAdminCounts(isAdmin).data;
  const figures = useDashboardFigures(isAdmin);
  const notices = useUpgradeNotices(isAdmin).data;

  if (dashboard.isPending) return <AdminSpinner />;
  if (dashboard.isError) return <AdminAlert tone="error">{DASHBOARD_MESSAGES.failed}</AdminAlert>;
  const { counts, registrations } = dashboard.data;

  return (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>{adminScreenHeading('dashboard')}</h1>
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
          <UpgradeNotices notices={notices} />
          <Decisions waiting={waiting} decisions={figures.data?.decisions} />
          <DashboardFigures query={figures} />
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
              <AdminTable rows={registrations} columns={RECENT} card={false} />
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
