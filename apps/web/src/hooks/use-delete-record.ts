import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiData } from '../lib/api-client';

/** DELETE `pathOf(id)` (an admin record), then every query under `invalidate` (its list's keys) is read again. */
export function useDeleteRecord(pathOf: (id: number) => string, invalidate: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiData<{ id: number }>(pathOf(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: invalidate }),
  });
}
