import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Email } from '@academy/contract/email';
import { apiData } from '../../../lib/api-client';
import { outboxKeys } from './get-emails';

/** POST /api/emails/{id}/retry: a failed or waiting mail goes out again now. */
export const retryEmail = (id: number) => apiData<Email>(`/emails/${id}/retry`, { method: 'POST' });

export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryEmail, onSettled: () => client.invalidateQueries({ queryKey: outboxKeys.all }) });
}
