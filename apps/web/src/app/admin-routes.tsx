import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AdminSpinner } from '../components/admin/spinner';
import { useAuth } from '../features/auth/components/auth-context';
import { AlbumFrame, AlbumIndexRedirect, AlbumScreen, EditPostFrame } from './album-route';
import { ProtectedRoute } from './protected-route';

type Module = { default: ComponentType };

/** Every admin screen is its own chunk (RouteObject `lazy`): visitors never download the editor or admin code. */
const screen = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

const SettingsScreen = async () => {
  const { default: SettingsPage } = await import('../features/admin-settings/components/settings-page');
  return {
    Component: function Settings() {
      const { user, updateUser } = useAuth();
      return <SettingsPage user={user} onSaved={updateUser} />;
    },
  };
};

/** The admin frame is a chunk of its own too (sidebar icons, counts): loaded beside the screen, never by a public page. */
const adminLayout = async () => ({ Component: (await import('./admin-layout')).AdminLayout });

const teamList = screen(() => import('../features/admin-team/components/team-page'));

export const adminRoutes: RouteObject[] = [
  { path: 'login', lazy: screen(() => import('../features/auth/components/login-page')) },
  {
    element: <EditPostFrame />,
    children: [{ path: 'editpost/:id', lazy: screen(() => import('../features/admin-posts/components/edit-post-page')) }],
  },
  {
    path: 'album',
    element: <AlbumFrame />,
    children: [
      { index: true, element: <AlbumIndexRedirect /> },
      { path: ':id', element: <AlbumScreen /> },
    ],
  },
  {
    element: <ProtectedRoute />,
    HydrateFallback: () => <AdminSpinner fullScreen />,
    children: [
      {
        lazy: adminLayout,
        children: [
          { path: 'dashboard', lazy: screen(() => import('../features/admin-dashboard/components/dashboard-page')) },
          { path: 'post', lazy: screen(() => import('../features/admin-posts/components/new-post-page')) },
          { path: 'allposts', lazy: screen(() => import('../features/admin-posts/components/all-posts-page')) },
          { path: 'media', lazy: screen(() => import('../features/admin-media/components/media-page')) },
          { path: 'mediaupload', lazy: screen(() => import('../features/admin-media/components/media-upload-page')) },
          { path: 'teamdashboard', lazy: teamList },
          { path: 'dashboard/team', lazy: teamList },
          { path: 'addteam', lazy: screen(() => import('../features/admin-team/components/team-form-page')) },
          { path: 'enrollment', lazy: screen(() => import('../features/admin-enrollment/components/enrollment-page')) },
          { path: 'enrollment/:id', lazy: screen(() => import('../features/admin-enrollment/components/enrollment-detail-page')) },
          { path: 'adminenrollement', lazy: screen(() => import('../features/admin-enrollment/components/new-registration-page')) },
          { path: 'trials', lazy: screen(() => import('../features/admin-trials/components/trials-page')) },
          { path: 'trials/:id', lazy: screen(() => import('../features/admin-trials/components/trial-page')) },
          { path: 'galleryalbum', lazy: screen(() => import('../features/admin-gallery/components/albums-page')) },
          { path: 'uploadalbum', lazy: screen(() => import('../features/admin-gallery/components/album-create-page')) },
          { path: 'edit-album/:id', lazy: screen(() => import('../features/admin-gallery/components/album-edit-page')) },
          { path: 'settings', lazy: SettingsScreen },
          { path: 'messages', lazy: screen(() => import('../features/admin-messages/components/messages-page')) },
          { path: 'outbox', lazy: screen(() => import('../features/admin-outbox/components/outbox-page')) },
        ],
      },
    ],
  },
];
