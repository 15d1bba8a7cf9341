import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Registration, RegistrationStatusInput } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** PUT /api/registrations/:id/status with the optional note and whether to email the parent; 409 for a refused transition. */
export const updateRegistrationStatus = ({ id, ...body }: RegistrationStatusInput & { id: number }) =>
  apiData<Registration>(`/registrations/${id}/status`, { method: 'PUT', body });

export function useUpdateRegistrationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationStatus,
    // The record, the lists, the counts and the history all change.
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
