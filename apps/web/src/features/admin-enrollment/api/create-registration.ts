import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistrationInput, Registration } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** POST /api/admin/registrations: the server applies the admin rules. */
export const createRegistration = (input: AdminRegistrationInput) => apiData<Registration>('/admin/registrations', { method: 'POST', body: input });

export function useCreateRegistration() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRegistration, onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.all }) });
}
