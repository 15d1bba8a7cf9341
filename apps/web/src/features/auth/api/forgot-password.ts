import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@academy/contract/auth';
import { apiData } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always the same answer, whether the address has an account or not. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  apiData<{ message: string }>('/auth/forgot-password', { method: 'POST', body: input, anonymous: true });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
