import type { LoginAnswer, LoginInput, LoginResult, TwoFactorLoginInput } from '@academy/contract/auth';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login: a session, or the challenge of the two-factor step. Throws ApiError with the server's message when it refuses. */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  const envelope = await apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body: input, anonymous: true });
  if (!envelope.success) throw new ApiError(envelope.message || COMMON_MESSAGES.requestFailed, 200);
  const data = envelope.data;
  if (data && 'two_factor_required' in data && data.challenge) return data;
  if (!data || !('token' in data) || !data.token || !data.user) throw new Error('Unreadable answer');
  return data;
}

/** POST /api/auth/login/two-factor: the challenge and a code from the app (or a recovery code). */
export async function loginWithCode(input: TwoFactorLoginInput): Promise<LoginResult> {
  const envelope = await apiRequest<LoginResult>('/auth/login/two-factor', { method: 'POST', body: input, anonymous: true });
  if (!envelope.data?.token || !envelope.data.user) throw new Error('Unreadable answer');
  return envelope.data;
}

/** POST /api/auth/logout with the token being dropped: the server ends its session. Failures are ignored (the browser forgets the token anyway). */
export async function logoutOnServer(token: string): Promise<void> {
  await apiRequest<null>('/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
