import type { LoginInput, LoginResult } from '@academy/contract/auth';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login. Throws ApiError with the server's message when it refuses. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const envelope = await apiRequest<LoginResult>('/auth/login', { method: 'POST', body: input });
  if (!envelope.success) throw new ApiError(envelope.message || COMMON_MESSAGES.requestFailed, 200);
  if (!envelope.data?.token || !envelope.data.user) throw new Error('Unreadable answer');
  return envelope.data;
}
