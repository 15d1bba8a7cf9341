import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@academy/contract/admin-dashboard';
import { apiData } from '../../../lib/api-client';

/** GET /api/admin/dashboard (administrators only, docs/decisions/036): an editor (`enabled` false) asks nothing. */
export function useDashboardFigures(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'dashboard', 'figures'], enabled, queryFn: () => apiData<AdminDashboard>('/admin/dashboard'), staleTime: 0 });
}
