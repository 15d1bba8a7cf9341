import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { subscriberKeys } from './get-subscribers';

/** DELETE /api/newsletter/subscribers/{id}. */
export const deleteSubscriber = (id: number) => apiData<{ id: number }>(`/newsletter/subscribers/${id}`, { method: 'DELETE' });

export function useDeleteSubscriber() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSubscriber, onSuccess: () => client.invalidateQueries({ queryKey: subscriberKeys.all }) });
}
