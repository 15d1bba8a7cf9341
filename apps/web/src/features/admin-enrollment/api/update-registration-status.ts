import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Registration, RegistrationStatus } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';

export const updateRegistrationStatus = ({ id, status }: { id: number; status: RegistrationStatus }) =>
  apiData<Registration>(`/registrations/${id}/status`, { method: 'PUT', body: { status } });

export function useUpdateRegistrationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
