import { useMutation } from '@tanstack/react-query';
import type { PublicRegistrationAnswer, PublicRegistrationInput } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';

/** POST /api/registrations without the token: the server checks it with the public rules. */
export function createRegistration(body: PublicRegistrationInput): Promise<PublicRegistrationAnswer> {
  return apiData<PublicRegistrationAnswer>('/registrations', { method: 'POST', body, anonymous: true });
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}
