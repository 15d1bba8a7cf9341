import { lazy, Suspense, useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEYS } from '@academy/contract/auth-constants';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { Navigate } from 'react-router';
import { AdminSpinner } from '../components/admin/spinner';
import { useAuth } from '../features/auth/components/auth-context';
import { PublicLayout } from './public-layout';

const AdminAlbumPhotos = lazy(() => import('../features/admin-gallery/components/album-photos-page'));
const PublicAlbumPage = lazy(() => import('../features/gallery/components/album-page'));
const LazyAdminLayout = lazy(() => import('./admin-layout').then((m) => ({ default: m.AdminLayout })));

/** The admin frame, loaded on demand: a visitor's page never downloads it. */
function AdminFrame() {
  return (
    <Suspense fallback={<AdminSpinner fullScreen />}>
      <LazyAdminLayout />
    </Suspense>
  );
}

const noSubscription = () => () => {};
/**
 * Whether this browser holds a session to check. False while hydrating (the server renders the
 * visitor's album, app/visitor-routes.tsx), so a visitor's page hydrates as it arrived and only a
 * signed-in administrator's switches to the spinner, then the admin screen (docs/decisions/020).
 */
function useStoredSession(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => localStorage.getItem(AUTH_STORAGE_KEYS.token) !== null,
    () => false,
  );
}

/**
 * /album/:id is both the public album view and the administrator's photo management:
 * the session decides which one a person sees. Visitors never download the admin chunk.
 */
export function AlbumFrame() {
  const { loading, isAuthenticated } = useAuth();
  const stored = useStoredSession();
  if (loading && stored) return <AdminSpinner fullScreen />;
  return isAuthenticated ? <AdminFrame /> : <PublicLayout />;
}

export function AlbumScreen() {
  const { isAuthenticated } = useAuth();
  return <Suspense fallback={<AdminSpinner />}>{isAuthenticated ? <AdminAlbumPhotos /> : <PublicAlbumPage />}</Suspense>;
}

/** /album without an id: the album list of whoever is looking. */
export function AlbumIndexRedirect() {
  const { isAuthenticated } = useAuth();
  return <Navigate to={isAuthenticated ? ADMIN_PATHS.gallery : '/gallery'} replace />;
}

/** /editpost/:id is outside the guard: the admin frame when signed in, a bare page otherwise. */
export function EditPostFrame() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <AdminSpinner fullScreen />;
  return isAuthenticated ? <AdminFrame /> : <PublicLayout />;
}
