import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  AtSign,
  CalendarCheck,
  CalendarDays,
  Clapperboard,
  ClipboardCheck,
  ClipboardList,
  ExternalLink,
  FileText,
  FolderLock,
  History,
  Images,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Send,
  Settings,
  Shirt,
  UserCog,
  Users,
  type LucideIcon,
  Megaphone,
} from 'lucide-react';
import { ADMIN_COUNT_TEXTS } from '@academy/contract/admin-counts-constants';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import {
  ADMIN_SIDEBAR,
  adminDocumentTitle,
  adminHomeOf,
  adminScreenAt,
  adminScreenTitle,
  adminSectionAt,
  canOpenScreen,
  type SidebarScreenId,
} from '@academy/contract/admin-screens';
import { roleLabel } from '@academy/contract/auth-constants';
import { ACADEMY_NAME } from '@academy/contract/site';
import { AdminRoleContext } from '../components/admin/admin-role';
import { AdminRecordTitleContext } from '../components/admin/admin-title';
import { CountBadge } from '../components/admin/count-badge';
import { AdminForbidden } from '../components/admin/forbidden';
import { useAdminCounts, useRefreshAdminCountsOnChange } from '../components/admin/use-admin-counts';
import ui from '../components/admin/ui.module.css';
import { useAcademy } from '../components/academy/use-academy';
import { useAuth } from '../features/auth/components/auth-context';
import { setTimeZone, timeZone } from '../lib/format-date';
import css from './admin-layout.module.css';

/** One lucide icon per sidebar entry of the registry (named imports: only these reach the admin layout's chunk). */
const ICONS: Record<SidebarScreenId, LucideIcon> = {
  dashboard: LayoutDashboard,
  posts: FileText,
  media: Clapperboard,
  team: Users,
  enrollments: ClipboardList,
  trials: CalendarCheck,
  trialDays: ClipboardCheck,
  squads: Shirt,
  calendar: CalendarDays,
  announcements: Megaphone,
  gallery: Images,
  settings: Settings,
  messages: Mail,
  outbox: Send,
  subscribers: AtSign,
  activity: History,
  users: UserCog,
  familyData: FolderLock,
};

/** The open screen's name for the browser tab, from the registry of admin screens. */
function screenTitle(pathname: string, search: string): string | undefined {
  const screen = adminScreenAt(pathname);
  return screen && adminScreenTitle(screen, search);
}

export function AdminLayout({ children }: { children?: ReactNode }) {
  const { user, logout } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const title = screenTitle(pathname, search);
  const section = adminSectionAt(pathname);
  const [recordTitle, setRecordTitle] = useState<string | null>(null);
  // The role decides what the frame shows: sidebar entries, count badges, and the screen itself or the 403 screen.
  const role = user?.role ?? 'editor';
  const isAdmin = role === 'admin';
  const counts = useAdminCounts(isAdmin).data;
  // Times on every admin screen are the academy's (its settings' zone, docs/decisions/050), whatever
  // the computer's zone: the page came with it (<html data-time-zone>); a different one read since
  // (a page without it, a change made in another tab) is taken, and the screen drawn again in it.
  const zone = useAcademy().data?.time_zone;
  const [zoneTaken, setZoneTaken] = useState(0);
  if (zone && zone !== timeZone()) {
    setTimeZone(zone);
    setZoneTaken((n) => n + 1);
  }
  useRefreshAdminCountsOnChange();
  // What waits behind a sidebar entry: unread messages, new registrations.
  const badges: Partial<Record<SidebarScreenId, { count: number | undefined; label: (n: number) => string; testId: string }>> = {
    messages: { count: counts?.unread_messages, label: ADMIN_COUNT_TEXTS.unread, testId: 'sidebar-count-messages' },
    enrollments: { count: counts?.new_registrations, label: ADMIN_COUNT_TEXTS.fresh, testId: 'sidebar-count-enrollment' },
  };

  // Choosing a screen closes the menu on narrow screens.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  // Every admin screen names itself in the browser tab: "Enrollments — Admin — Future Stars Football Academy".
  useEffect(() => {
    document.title = adminDocumentTitle(title, recordTitle);
  }, [title, recordTitle]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = () => {
    logout();
    navigate(ADMIN_PATHS.login, { replace: true });
  };

  const name = user?.name ?? '';
  // A coach has no dashboard: the brand link and a sign-in without a target land on their sessions.
  const home = adminHomeOf(role);
  if (pathname === ADMIN_PATHS.dashboard && home !== ADMIN_PATHS.dashboard) return <Navigate to={home} replace />;

  return (
    <div className={css.shell}>
      <aside id="admin-sidebar" className={`${css.sidebar} ${open ? css.sidebarOpen : ''}`} aria-label="Admin">
        <Link to={home} className={css.brand}>
          <img src="/logo.svg" alt="" width="30" height="36" className={css.logo} />
          <span className={css.brandText}>
            {ACADEMY_NAME}
            <small>Admin</small>
          </span>
        </Link>
        <nav className={css.nav} aria-label="Admin sections">
          {ADMIN_SIDEBAR.filter((item) => canOpenScreen(role, item.to)).map((item) => {
            const active = item.id === section;
            const Icon = ICONS[item.id];
            const badge = badges[item.id];
            return (
              <Link key={item.id} to={item.to} className={`${css.navLink} ${active ? css.active : ''}`} aria-current={active ? 'page' : undefined}>
                <Icon className={css.icon} size={20} aria-hidden="true" />
                {item.label}
                {badge ? <CountBadge {...badge} /> : null}
              </Link>
            );
          })}
        </nav>
        <Link to="/" className={css.siteLink}>
          <ExternalLink size={16} aria-hidden="true" />
          View website
        </Link>
      </aside>
      {open ? <button type="button" className={css.overlay} aria-label="Close menu" onClick={() => setOpen(false)} /> : null}
      <div className={css.main}>
        <header className={css.header}>
          <button
            type="button"
            className={`${ui.btn} ${ui.small} ${css.menuButton}`}
            aria-controls="admin-sidebar"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            <Menu size={18} aria-hidden="true" />
            Menu
          </button>
          <div className={css.user}>
            <span className={css.avatar} aria-hidden="true">
              {name.trim().charAt(0).toUpperCase() || 'A'}
            </span>
            <div className={css.who}>
              <strong data-testid="admin-user-name">{name}</strong>
              <span className={css.role} data-testid="admin-user-role">
                {roleLabel(user?.role)}
              </span>
              <span data-testid="admin-user-email">{user?.email}</span>
            </div>
            <button type="button" className={`${ui.btn} ${ui.small}`} onClick={onLogout}>
              <LogOut size={16} aria-hidden="true" />
              Logout
            </button>
          </div>
        </header>
        <main className={css.content} id="admin-main">
          <AdminRoleContext.Provider value={{ role, userId: user?.id ?? null }}>
            <AdminRecordTitleContext.Provider value={setRecordTitle}>
              <Fragment key={zoneTaken}>{canOpenScreen(role, pathname, search) ? (children ?? <Outlet />) : <AdminForbidden />}</Fragment>
            </AdminRecordTitleContext.Provider>
          </AdminRoleContext.Provider>
        </main>
      </div>
    </div>
  );
}
