import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCounts } from '@academy/contract/admin-counts';
import { apiData } from '../../lib/api-client';

export const ADMIN_COUNTS_KEY = ['admin', 'counts'] as const;

/**
 * GET /api/admin/counts: unread contact messages and new (pending) registrations; read again every
 * minute. Administrators only: for an editor (`enabled` false) nothing is asked.
 */
export function useAdminCounts(enabled: boolean) {
  return useQuery({
    queryKey: ADMIN_COUNTS_KEY,
    enabled,
    queryFn: () => apiData<AdminCounts>('/admin/counts'),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/**
 * Reads the counts again after every successful change an admin screen makes (a message marked
 * read, a registration's status, a new or deleted record): one subscription, in the admin frame,
 * so no screen has to know the counts exist.
 */
export function useRefreshAdminCountsOnChange() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void client.invalidateQueries({ queryKey: ADMIN_COUNTS_KEY });
      }),
    [client],
  );
}
