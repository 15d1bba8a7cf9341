import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Academy, AcademyInput } from '@academy/contract/academy';
import { ACADEMY_QUERY_KEY } from '../../../components/academy/use-academy';
import { apiData } from '../../../lib/api-client';

/** PUT /api/academy: the academy's facts, whole. */
export const updateAcademy = (input: AcademyInput) => apiData<Academy>('/academy', { method: 'PUT', body: input });

/** Saves the facts; the answer becomes what the public blocks of this tab show (the server's cache is emptied by the write). */
export function useUpdateAcademy() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAcademy, onSuccess: (saved) => client.setQueryData(ACADEMY_QUERY_KEY, saved) });
}
