import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminSpinner } from '../components/admin/spinner';
import { useAuth } from '../features/auth/components/auth-context';

/** spinner while the session is checked; anonymous visitors go to /login with the requested location. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return <AdminSpinner fullScreen />;
  if (!isAuthenticated) return <Navigate to={ADMIN_PATHS.login} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
