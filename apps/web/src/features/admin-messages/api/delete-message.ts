import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { messageKeys } from './get-messages';

export const deleteMessage = (id: number) => apiData<{ id: number }>(`/contact/${id}`, { method: 'DELETE' });

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMessage, onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }) });
}
