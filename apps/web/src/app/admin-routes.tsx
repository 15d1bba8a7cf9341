import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_TITLES as T } from '@academy/contract/site';
import { adminTitle } from '../components/admin/admin-title';
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
  { path: 'set-password/:token', lazy: screen(() => import('../features/auth/components/set-password-page')) },
  { path: 'forgot-password', lazy: screen(() => import('../features/auth/components/forgot-password-page')) },
  {
    element: <EditPostFrame />,
    children: [{ path: 'editpost/:id', handle: adminTitle(T.editPost), lazy: screen(() => import('../features/admin-posts/components/edit-post-page')) }],
  },
  {
    path: 'album',
    element: <AlbumFrame />,
    children: [
      { index: true, element: <AlbumIndexRedirect /> },
      { path: ':id', element: <AlbumScreen />, handle: adminTitle(T.album) },
    ],
  },
  {
    element: <ProtectedRoute />,
    HydrateFallback: () => <AdminSpinner fullScreen />,
    children: [
      {
        lazy: adminLayout,
        children: [
          { path: 'dashboard', handle: adminTitle(T.dashboard), lazy: screen(() => import('../features/admin-dashboard/components/dashboard-page')) },
          { path: 'post', handle: adminTitle(T.newPost), lazy: screen(() => import('../features/admin-posts/components/new-post-page')) },
          { path: 'allposts', handle: adminTitle(T.posts), lazy: screen(() => import('../features/admin-posts/components/all-posts-page')) },
          { path: 'previewpost/:id', handle: adminTitle(T.previewPost), lazy: screen(() => import('../features/admin-posts/components/preview-post-page')) },
          { path: 'media', handle: adminTitle(T.media), lazy: screen(() => import('../features/admin-media/components/media-page')) },
          { path: 'mediaupload', handle: adminTitle(T.uploadVideo), lazy: screen(() => import('../features/admin-media/components/media-upload-page')) },
          { path: 'teamdashboard', handle: adminTitle(T.team), lazy: teamList },
          { path: 'dashboard/team', handle: adminTitle(T.team), lazy: teamList },
          { path: 'addteam', handle: adminTitle((q) => (q.has('id') ? T.editMember : T.addMember)), lazy: screen(() => import('../features/admin-team/components/team-form-page')) },
          { path: 'enrollment', handle: adminTitle(T.enrollments), lazy: screen(() => import('../features/admin-enrollment/components/enrollment-page')) },
          { path: 'enrollment/:id', handle: adminTitle(T.enrollment), lazy: screen(() => import('../features/admin-enrollment/components/enrollment-detail-page')) },
          { path: 'adminenrollement', handle: adminTitle(T.newRegistration), lazy: screen(() => import('../features/admin-enrollment/components/new-registration-page')) },
          { path: 'trials', handle: adminTitle(T.trials), lazy: screen(() => import('../features/admin-trials/components/trials-page')) },
          { path: 'trials/:id', handle: adminTitle(T.trial), lazy: screen(() => import('../features/admin-trials/components/trial-page')) },
          { path: 'galleryalbum', handle: adminTitle(T.gallery), lazy: screen(() => import('../features/admin-gallery/components/albums-page')) },
          { path: 'uploadalbum', handle: adminTitle(T.createAlbum), lazy: screen(() => import('../features/admin-gallery/components/album-create-page')) },
          { path: 'edit-album/:id', handle: adminTitle(T.editAlbum), lazy: screen(() => import('../features/admin-gallery/components/album-edit-page')) },
          { path: 'settings', handle: adminTitle(T.settings), lazy: SettingsScreen },
          { path: 'messages', handle: adminTitle(T.messages), lazy: screen(() => import('../features/admin-messages/components/messages-page')) },
          { path: 'outbox', handle: adminTitle(T.outbox), lazy: screen(() => import('../features/admin-outbox/components/outbox-page')) },
          { path: 'subscribers', handle: adminTitle(T.subscribers), lazy: screen(() => import('../features/admin-subscribers/components/subscribers-page')) },
          { path: 'activity', handle: adminTitle(T.activity), lazy: screen(() => import('../features/admin-activity/components/activity-page')) },
          { path: 'users', handle: adminTitle(T.users), lazy: screen(() => import('../features/admin-users/components/users-page')) },
          { path: 'family-data', handle: adminTitle(T.familyData), lazy: screen(() => import('../features/admin-family-data/components/family-data-page')) },
        ],
      },
    ],
  },
];
