import { useMutation } from '@tanstack/react-query';
import type { Registration } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';

export function createRegistration(body: Record<string, unknown>): Promise<Registration> {
  return apiData<Registration>('/registrations', { method: 'POST', body, anonymous: true });
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}
