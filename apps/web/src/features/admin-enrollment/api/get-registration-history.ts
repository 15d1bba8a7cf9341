import { useQuery } from '@tanstack/react-query';
import type { RegistrationHistoryEntry } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /api/registrations/:id/history: every status change, oldest first, with the mail each sent. */
export const getRegistrationHistory = (id: number) => apiData<RegistrationHistoryEntry[]>(`/registrations/${id}/history`);

export function useRegistrationHistory(id: number) {
  return useQuery({ queryKey: registrationKeys.history(id), queryFn: () => getRegistrationHistory(id) });
}
