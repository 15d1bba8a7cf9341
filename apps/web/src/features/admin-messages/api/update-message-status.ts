import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, ContactStatus } from '@academy/contract/contact';
import { apiData } from '../../../lib/api-client';
import { messageKeys } from './get-messages';

export const updateMessageStatus = ({ id, status }: { id: number; status: ContactStatus }) =>
  apiData<ContactMessage>(`/contact/${id}/status`, { method: 'PUT', body: { status } });

export function useUpdateMessageStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateMessageStatus, onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }) });
}
