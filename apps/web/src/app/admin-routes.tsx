import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_PATHS, type AdminScreenId } from '@academy/contract/admin-paths';
import { AdminSpinner } from '../components/admin/spinner';
import { useAuth } from '../features/auth/components/auth-context';
import { AlbumFrame, AlbumIndexRedirect, AlbumScreen, EditPostFrame } from './album-route';
import { ProtectedRoute } from './protected-route';

type Module = { default: ComponentType };
type ScreenRoute = Pick<RouteObject, 'lazy' | 'element'>;

/** Every admin screen is its own chunk (RouteObject `lazy`): visitors never download the editor or admin code. */
const screen = (load: () => Promise<Module>): ScreenRoute => ({ lazy: async () => ({ Component: (await load()).default }) });

const SettingsScreen: ScreenRoute = {
  lazy: async () => {
    const { default: SettingsPage } = await import('../features/admin-settings/components/settings-page');
    return {
      Component: function Settings() {
        const { user, updateUser } = useAuth();
        return <SettingsPage user={user} onSaved={updateUser} />;
      },
    };
  },
};

/** The admin frame is a chunk of its own too (sidebar icons, counts): loaded beside the screen, never by a public page. */
const adminLayout = async () => ({ Component: (await import('./admin-layout')).AdminLayout });

const teamList = screen(() => import('../features/admin-team/components/team-page'));

/*
 * Each screen's code, by its id in the registry of admin screens (contract admin-paths.ts and
 * admin-screens.ts: address, title, sidebar, roles). Grouped by the frame around it: the sign-in
 * screens have none; the edit-post and album screens choose theirs by session (album-route.tsx);
 * the others are behind the sign-in guard, in the admin frame. The registry reaches this file only
 * through its addresses: its titles, sidebar and roles stay out of the public pages' chunks.
 */
const SIGN_IN = {
  login: screen(() => import('../features/auth/components/login-page')),
  setPassword: screen(() => import('../features/auth/components/set-password-page')),
  forgotPassword: screen(() => import('../features/auth/components/forgot-password-page')),
} satisfies Partial<Record<AdminScreenId, ScreenRoute>>;

const ALBUM = {
  albumIndex: { element: <AlbumIndexRedirect /> },
  album: { element: <AlbumScreen /> },
} satisfies Partial<Record<AdminScreenId, ScreenRoute>>;

const EDIT_POST = {
  editPost: screen(() => import('../features/admin-posts/components/edit-post-page')),
} satisfies Partial<Record<AdminScreenId, ScreenRoute>>;

const FRAMED = {
  dashboard: screen(() => import('../features/admin-dashboard/components/dashboard-page')),
  newPost: screen(() => import('../features/admin-posts/components/new-post-page')),
  posts: screen(() => import('../features/admin-posts/components/all-posts-page')),
  previewPost: screen(() => import('../features/admin-posts/components/preview-post-page')),
  tags: screen(() => import('../features/admin-posts/components/tags-page')),
  media: screen(() => import('../features/admin-media/components/media-page')),
  uploadVideo: screen(() => import('../features/admin-media/components/media-upload-page')),
  team: teamList,
  teamAtDashboard: teamList,
  teamMember: screen(() => import('../features/admin-team/components/team-form-page')),
  enrollments: screen(() => import('../features/admin-enrollment/components/enrollment-page')),
  enrollment: screen(() => import('../features/admin-enrollment/components/enrollment-detail-page')),
  newRegistration: screen(() => import('../features/admin-enrollment/components/new-registration-page')),
  trials: screen(() => import('../features/admin-trials/components/trials-page')),
  trial: screen(() => import('../features/admin-trials/components/trial-page')),
  trialDays: screen(() => import('../features/trial-day/components/my-sessions-page')),
  trialDay: screen(() => import('../features/trial-day/components/trial-day-page')),
  squads: screen(() => import('../features/admin-squads/components/squads-page')),
  squad: screen(() => import('../features/admin-squads/components/squad-page')),
  calendar: screen(() => import('../features/admin-calendar/components/calendar-page')),
  event: screen(() => import('../features/admin-calendar/components/event-page')),
  eventAttendance: screen(() => import('../features/attendance/components/attendance-page')),
  announcements: screen(() => import('../features/admin-squads/components/announcement-page')),
  newReport: screen(() => import('../features/admin-reports/components/report-form-page')),
  report: screen(() => import('../features/admin-reports/components/report-form-page')),
  gallery: screen(() => import('../features/admin-gallery/components/albums-page')),
  createAlbum: screen(() => import('../features/admin-gallery/components/album-create-page')),
  editAlbum: screen(() => import('../features/admin-gallery/components/album-edit-page')),
  settings: SettingsScreen,
  messages: screen(() => import('../features/admin-messages/components/messages-page')),
  outbox: screen(() => import('../features/admin-outbox/components/outbox-page')),
  subscribers: screen(() => import('../features/admin-subscribers/components/subscribers-page')),
  activity: screen(() => import('../features/admin-activity/components/activity-page')),
  users: screen(() => import('../features/admin-users/components/users-page')),
  familyData: screen(() => import('../features/admin-family-data/components/family-data-page')),
} satisfies Partial<Record<AdminScreenId, ScreenRoute>>;

/** Every screen of the registry has its code above, once: a screen added to the registry alone does not compile. */
type Grouped = keyof typeof SIGN_IN | keyof typeof ALBUM | keyof typeof EDIT_POST | keyof typeof FRAMED;
const _everyScreen: [Exclude<AdminScreenId, Grouped>] extends [never] ? true : Exclude<AdminScreenId, Grouped> = true;

const routesOf = (group: Partial<Record<AdminScreenId, ScreenRoute>>): RouteObject[] =>
  (Object.entries(group) as [AdminScreenId, ScreenRoute][]).map(([id, route]) => ({ path: ADMIN_PATHS[id], ...route }));

export const adminRoutes: RouteObject[] = [
  ...routesOf(SIGN_IN),
  { element: <EditPostFrame />, children: routesOf(EDIT_POST) },
  {
    path: ADMIN_PATHS.albumIndex,
    element: <AlbumFrame />,
    children: [
      { index: true, ...ALBUM.albumIndex },
      { path: ADMIN_PATHS.album, ...ALBUM.album },
    ],
  },
  {
    element: <ProtectedRoute />,
    HydrateFallback: () => <AdminSpinner fullScreen />,
    children: [{ lazy: adminLayout, children: routesOf(FRAMED) }],
  },
];
