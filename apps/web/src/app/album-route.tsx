import { lazy, Suspense } from 'react';
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

/**
 * /album/:id is both the public album view and the administrator's photo management (SPEC §2):
 * the session decides which one a person sees. Visitors never download the admin chunk.
 */
export function AlbumFrame() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <AdminSpinner fullScreen />;
  return isAuthenticated ? <AdminFrame /> : <PublicLayout />;
}

export function AlbumScreen() {
  const { isAuthenticated } = useAuth();
  return <Suspense fallback={<AdminSpinner />}>{isAuthenticated ? <AdminAlbumPhotos /> : <PublicAlbumPage />}</Suspense>;
}

/** /album without an id: the album list of whoever is looking. */
export function AlbumIndexRedirect() {
  const { isAuthenticated } = useAuth();
  return <Navigate to={isAuthenticated ? '/galleryalbum' : '/gallery'} replace />;
}

/** /editpost/:id is outside the guard (SPEC §6): the admin frame when signed in, a bare page otherwise. */
export function EditPostFrame() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <AdminSpinner fullScreen />;
  return isAuthenticated ? <AdminFrame /> : <PublicLayout />;
}
