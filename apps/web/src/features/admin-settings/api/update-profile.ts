import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '@academy/contract/auth';
import { apiData } from '../../../lib/api-client';

/** PUT /api/auth/profile: name, email and optionally a new password; the current password is required. */
export const updateProfile = (input: UpdateProfileInput) => apiData<{ user: User; token?: string }>('/auth/profile', { method: 'PUT', body: input });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
