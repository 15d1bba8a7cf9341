/**
 * The registry of admin screens (docs/decisions/024): for each screen of admin-paths.ts, its name in
 * the browser tab, its sidebar entry or the entry it belongs to, who may open it and whether it is a
 * list. The web app's admin frame (sidebar, titles, the 403 screen), the server (which addresses are
 * admin pages, robots.txt) and the e2e screen lists all read it; the router's table of screen code
 * (apps/web/src/app/admin-routes.tsx) does not compile without an entry per screen. Only admin code
 * and the server import it: no public page downloads it.
 */
import { ADMIN_PATHS, type AdminScreenId } from './admin-paths.ts';
import { isRole, type Role } from './auth-constants.ts';
import { squadCalendarPath } from './event-constants.ts';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from './page-meta.ts';
import { ACADEMY_NAME } from './site.ts';

export type AdminScreen = {
  /** Its name in the browser tab (admin frame): text, or chosen by the query string for a screen that adds and edits. */
  title?: string | ((search: string) => string);
  /** The screen's own heading (h1), when it is not its title. */
  heading?: string;
  /** The label of its own sidebar entry; the sidebar lists these in the registry's order. */
  sidebar?: string;
  /** The sidebar entry lit while it is open, when it has none of its own. */
  section?: AdminScreenId;
  /** Who may open it; `anyone`: a sign-in screen, outside the admin frame. */
  roles: readonly Role[] | 'anyone';
  /** Roles of a part of it chosen in the address (`?section=academy`), when not everyone who opens it may see that part. */
  sectionRoles?: Record<string, readonly Role[]>;
  /** A list of records (paged, filtered): the admin table's screens. */
  list?: boolean;
};

/** Whether a query string (`?id=4`) names `key`; the contract has no URLSearchParams (it runs without DOM or Node types). */
const queryHas = (search: string, key: string) => new RegExp(`[?&]${key}(=|&|$)`).test(search);
/** A query string's value of `key`, undecoded. */
const queryValue = (search: string, key: string) => new RegExp(`[?&]${key}=([^&]*)`).exec(search)?.[1];

const STAFF: readonly Role[] = ['admin', 'editor'];
const ADMINS: readonly Role[] = ['admin'];
/** Every role: each manages its own account (Settings → Account). */
const EVERYONE: readonly Role[] = ['admin', 'editor', 'coach'];
/**
 * Administrators, and coaches on what is assigned to them: the trial day (decision 030) and the
 * squads, read-only (decision 031).
 */
const COACHES: readonly Role[] = ['admin', 'coach'];

export const ADMIN_SCREENS = {
  login: { roles: 'anyone' },
  forgotPassword: { roles: 'anyone' },
  setPassword: { roles: 'anyone' },
  dashboard: { title: 'Dashboard', sidebar: 'Dashboard', roles: STAFF },
  posts: { title: 'All posts', sidebar: 'Content', roles: STAFF, list: true },
  newPost: { title: 'New post', section: 'posts', roles: STAFF },
  editPost: { title: 'Edit post', section: 'posts', roles: STAFF },
  previewPost: { title: 'Preview post', section: 'posts', roles: STAFF },
  // The posts' tags (decision 053): rename, merge, delete; lit under Content.
  tags: { title: 'Tags', section: 'posts', roles: STAFF, list: true },
  media: { title: 'Media', sidebar: 'Media', roles: STAFF, list: true },
  uploadVideo: { title: 'Upload video', section: 'media', roles: STAFF },
  team: { title: 'Team', sidebar: 'Team', roles: STAFF, list: true },
  teamAtDashboard: { title: 'Team', section: 'team', roles: STAFF, list: true },
  teamMember: { title: (search) => (queryHas(search, 'id') ? 'Edit team member' : 'Add team member'), section: 'team', roles: STAFF },
  enrollments: { title: 'Enrollments', heading: 'Enrollment', sidebar: 'Enrollment', roles: ADMINS, list: true },
  enrollment: { title: 'Enrollment details', section: 'enrollments', roles: ADMINS },
  newRegistration: { title: 'Register player', section: 'enrollments', roles: ADMINS },
  trials: { title: 'Trials', sidebar: 'Trials', roles: ADMINS, list: true },
  trial: { title: 'Trial session', section: 'trials', roles: ADMINS },
  trialDays: { title: 'My sessions', sidebar: 'Trial day', roles: COACHES },
  trialDay: { title: (search) => (queryValue(search, 'view') === 'results' ? 'Ranked results' : 'Trial day'), section: 'trialDays', roles: COACHES },
  squads: { title: 'Squads', sidebar: 'Squads', roles: COACHES, list: true },
  squad: { title: 'Squad', section: 'squads', roles: COACHES },
  // The admin calendar (decision 042): every squad's events; a coach sees their squads', read-only.
  calendar: { title: 'Calendar', sidebar: 'Calendar', roles: COACHES },
  event: { title: 'Event', section: 'calendar', roles: COACHES },
  // Attendance at a squad event and announcements to squads (decision 041): a coach for their own squads.
  eventAttendance: { title: 'Attendance', section: 'trialDays', roles: COACHES },
  announcements: { title: 'Announcement', sidebar: 'Announcements', roles: COACHES },
  // Progress reports (decision 034): written by a coach of the child or an administrator.
  newReport: { title: 'New report', section: 'trialDays', roles: COACHES },
  report: { title: 'Report', section: 'trialDays', roles: COACHES },
  gallery: { title: 'Gallery', sidebar: 'Gallery', roles: STAFF, list: true },
  createAlbum: { title: 'Create album', section: 'gallery', roles: STAFF },
  editAlbum: { title: 'Edit album', section: 'gallery', roles: STAFF },
  albumIndex: { section: 'gallery', roles: STAFF },
  album: { title: 'Album photos', section: 'gallery', roles: STAFF },
  settings: { title: 'Settings', sidebar: 'Settings', roles: EVERYONE, sectionRoles: { academy: ADMINS, content: ADMINS } },
  messages: { title: 'Messages', sidebar: 'Messages', roles: ADMINS, list: true },
  outbox: { title: 'Outbox', sidebar: 'Outbox', roles: ADMINS, list: true },
  subscribers: { title: 'Subscribers', sidebar: 'Subscribers', roles: ADMINS, list: true },
  activity: { title: 'Activity', sidebar: 'Activity', roles: ADMINS, list: true },
  users: { title: 'Users', sidebar: 'Users', roles: ADMINS, list: true },
  familyData: { title: 'Family data', sidebar: 'Family data', roles: ADMINS, list: true },
} as const satisfies Record<AdminScreenId, AdminScreen>;

export type AdminScreenEntry = AdminScreen & { id: AdminScreenId; path: string };

/** Every screen with its id and address, in the registry's order. */
export const ADMIN_SCREEN_LIST: readonly AdminScreenEntry[] = (Object.keys(ADMIN_SCREENS) as AdminScreenId[]).map((id) => ({
  id,
  path: ADMIN_PATHS[id],
  ...(ADMIN_SCREENS[id] as AdminScreen),
}));

/** The screens with a sidebar entry of their own. */
export type SidebarScreenId = { [Id in AdminScreenId]: (typeof ADMIN_SCREENS)[Id] extends { sidebar: string } ? Id : never }[AdminScreenId];

/** The admin sidebar, in order: each entry's screen, address and label. */
export const ADMIN_SIDEBAR = ADMIN_SCREEN_LIST.filter((s) => s.sidebar !== undefined).map((s) => ({
  id: s.id as SidebarScreenId,
  to: s.path,
  label: s.sidebar!,
}));

// Like the router: a `:param` is one segment, a trailing slash and the letters' case do not matter.
const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`, 'i');
const matchers = ADMIN_SCREEN_LIST.map((s) => [matcher(s.path), s] as const);

/** Where a role lands after signing in: a coach on their trial sessions, everyone else on the dashboard. */
export const adminHomeOf = (role: string | null | undefined): string => (role === 'coach' ? ADMIN_PATHS.trialDays : ADMIN_PATHS.dashboard);

/** The screen the router shows at `pathname` (`/enrollment/7`: enrollment), if it is an admin address. */
export const adminScreenAt = (pathname: string): AdminScreenEntry | undefined => matchers.find(([re]) => re.test(pathname))?.[1];

/** A screen's name in the browser tab; `search` is the address's query string. */
export function adminScreenTitle(screen: AdminScreen, search = ''): string | undefined {
  return typeof screen.title === 'function' ? screen.title(search) : screen.title;
}

/** A screen's heading (h1): its own, or its title (`search` chooses it for a screen that adds and edits); the screens write no title of their own. */
export function adminScreenHeading(id: AdminScreenId, search = ''): string {
  const screen: AdminScreen = ADMIN_SCREENS[id];
  return screen.heading ?? adminScreenTitle(screen, search) ?? '';
}

/** "Enrollments — Admin — Future Stars Football Academy"; a record's name, when given, comes first. */
export const adminDocumentTitle = (screen: string | undefined, record?: string | null) => [record, screen, 'Admin', ACADEMY_NAME].filter(Boolean).join(' — ');

/** The sidebar entry lit at `pathname`: its screen's own, or the one it belongs to. */
export function adminSectionAt(pathname: string): AdminScreenId | undefined {
  const screen = adminScreenAt(pathname);
  return screen && (screen.section ?? (screen.sidebar !== undefined ? screen.id : undefined));
}

/** Whether a role may open the admin screen at `pathname` (with its query string `search`); no screen there: no one. */
export function canOpenScreen(role: string | null | undefined, pathname: string, search = ''): boolean {
  const screen = adminScreenAt(pathname);
  if (!screen) return false;
  if (screen.roles === 'anyone') return true;
  if (!isRole(role)) return false;
  const part = queryValue(search, 'section');
  const roles = (part !== undefined && screen.sectionRoles?.[part]) || screen.roles;
  return roles.includes(role);
}

/**
 * robots.txt's Disallow rules for the admin addresses: each one up to its first parameter
 * (`/editpost/:id` → `/editpost/`). Rules match by prefix (RFC 9309), so an address that starts a
 * public page's (`/post` → `/postview/1`, `/album` → `/albums`) is anchored with `$`, and one a
 * shorter rule already covers (`/mediaupload` under `/media`) is left out.
 */
/** Public addresses outside the web app's pages that an admin address starts (the squads' calendar feeds under /calendar, decision 042). */
const PUBLIC_FILES: readonly string[] = [squadCalendarPath(1)];

export const ADMIN_ROBOTS_RULES: readonly string[] = (() => {
  const rules = [
    ...new Set(
      ADMIN_ROUTES.map((path) => {
        const param = path.indexOf(':');
        if (param >= 0) return path.slice(0, param);
        return [...PUBLIC_ROUTES, ...PUBLIC_FILES].some((page) => page.startsWith(path)) ? `${path}$` : path;
      }),
    ),
  ];
  return rules.filter((rule) => !rules.some((other) => other !== rule && !other.endsWith('$') && rule.startsWith(other)));
})();
