import { useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import {
  AtSign,
  CalendarCheck,
  Clapperboard,
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
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ADMIN_COUNT_TEXTS } from '@academy/contract/admin-counts-constants';
import { canOpenScreen, roleLabel } from '@academy/contract/auth-constants';
import { ACADEMY_NAME, ADMIN_SIDEBAR, adminDocumentTitle } from '@academy/contract/site';
import { AdminRoleContext } from '../components/admin/admin-role';
import { AdminRecordTitleContext, type AdminRouteHandle } from '../components/admin/admin-title';
import { CountBadge } from '../components/admin/count-badge';
import { AdminForbidden } from '../components/admin/forbidden';
import { useAdminCounts, useRefreshAdminCountsOnChange } from '../components/admin/use-admin-counts';
import ui from '../components/admin/ui.module.css';
import { useAuth } from '../features/auth/components/auth-context';
import css from './admin-layout.module.css';

/** Screens that belong to a sidebar entry besides its own path. */
const SECTION_PATHS: Record<string, string[]> = {
  '/dashboard': ['/dashboard'],
  '/allposts': ['/allposts', '/post', '/editpost', '/previewpost', '/postview'],
  '/media': ['/media', '/mediaupload'],
  '/teamdashboard': ['/teamdashboard', '/addteam', '/dashboard/team'],
  '/enrollment': ['/enrollment', '/adminenrollement'],
  '/trials': ['/trials'],
  '/galleryalbum': ['/galleryalbum', '/uploadalbum', '/album', '/edit-album'],
  '/settings': ['/settings'],
  '/messages': ['/messages'],
  '/outbox': ['/outbox'],
  '/subscribers': ['/subscribers'],
  '/activity': ['/activity'],
  '/users': ['/users'],
  '/family-data': ['/family-data'],
};

/** One lucide icon per sidebar entry (named imports: only these reach the admin layout's chunk). */
const ICONS: Record<(typeof ADMIN_SIDEBAR)[number]['to'], LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/allposts': FileText,
  '/media': Clapperboard,
  '/teamdashboard': Users,
  '/enrollment': ClipboardList,
  '/trials': CalendarCheck,
  '/galleryalbum': Images,
  '/settings': Settings,
  '/messages': Mail,
  '/outbox': Send,
  '/subscribers': AtSign,
  '/activity': History,
  '/users': UserCog,
  '/family-data': FolderLock,
};

function isActive(entry: string, pathname: string): boolean {
  if (entry === '/dashboard') return pathname === '/dashboard';
  return (SECTION_PATHS[entry] ?? [entry]).some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

const hasTitle = (handle: unknown): handle is AdminRouteHandle => typeof handle === 'object' && handle !== null && 'adminTitle' in handle;

/** The screen's name from the deepest route that declares one (its `handle`), for the browser tab. */
function useScreenTitle(search: string): string | undefined {
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).findLast(hasTitle);
  if (!handle) return undefined;
  return typeof handle.adminTitle === 'function' ? handle.adminTitle(new URLSearchParams(search)) : handle.adminTitle;
}

export function AdminLayout({ children }: { children?: ReactNode }) {
  const { user, logout } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const screenTitle = useScreenTitle(search);
  const [recordTitle, setRecordTitle] = useState<string | null>(null);
  // The role decides what the frame shows: sidebar entries, count badges, and the screen itself or the 403 screen.
  const role = user?.role ?? 'editor';
  const isAdmin = role === 'admin';
  const counts = useAdminCounts(isAdmin).data;
  useRefreshAdminCountsOnChange();
  // What waits behind a sidebar entry: unread messages, new registrations.
  const badges: Partial<Record<(typeof ADMIN_SIDEBAR)[number]['to'], { count: number | undefined; label: (n: number) => string; testId: string }>> = {
    '/messages': { count: counts?.unread_messages, label: ADMIN_COUNT_TEXTS.unread, testId: 'sidebar-count-messages' },
    '/enrollment': { count: counts?.new_registrations, label: ADMIN_COUNT_TEXTS.fresh, testId: 'sidebar-count-enrollment' },
  };

  // Choosing a screen closes the menu on narrow screens.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  // Every admin screen names itself in the browser tab: "Enrollments — Admin — Future Stars Football Academy".
  useEffect(() => {
    document.title = adminDocumentTitle(screenTitle, recordTitle);
  }, [screenTitle, recordTitle]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = () => {
    logout();
    navigate('/login', { replace: true });
  };

  const name = user?.name ?? '';

  return (
    <div className={css.shell}>
      <aside id="admin-sidebar" className={`${css.sidebar} ${open ? css.sidebarOpen : ''}`} aria-label="Admin">
        <Link to="/dashboard" className={css.brand}>
          <img src="/logo.svg" alt="" width="30" height="36" className={css.logo} />
          <span className={css.brandText}>
            {ACADEMY_NAME}
            <small>Admin</small>
          </span>
        </Link>
        <nav className={css.nav} aria-label="Admin sections">
          {ADMIN_SIDEBAR.filter((item) => canOpenScreen(role, item.to)).map((item) => {
            const active = isActive(item.to, pathname);
            const Icon = ICONS[item.to];
            const badge = badges[item.to];
            return (
              <Link
                key={item.to}
                to={item.to}
                className={`${css.navLink} ${active ? css.active : ''}`}
                aria-current={active ? 'page' : undefined}
              >
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
              {canOpenScreen(role, pathname, search) ? (children ?? <Outlet />) : <AdminForbidden />}
            </AdminRecordTitleContext.Provider>
          </AdminRoleContext.Provider>
        </main>
      </div>
    </div>
  );
}
