import { useQuery } from '@tanstack/react-query';
import type { UpgradeNotice } from '@academy/contract/upgrade-notices';
import { apiData } from '../../../lib/api-client';

/** GET /api/admin/upgrade-notices (administrators only, decision 056): an editor (`enabled` false) asks nothing. */
export function useUpgradeNotices(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'upgrade-notices'], enabled, queryFn: () => apiData<UpgradeNotice[]>('/admin/upgrade-notices') });
}
