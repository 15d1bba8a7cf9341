import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAccount, UserUpdateInput } from '@academy/contract/users';
import { apiData } from '../../../lib/api-client';
import { usersKeys } from './get-users';

/** PUT /api/users/{id}: a new role, or deactivation / reactivation (DELETE deactivates too). */
export const updateUser = ({ id, ...input }: UserUpdateInput & { id: number }) => apiData<UserAccount>(`/users/${id}`, { method: 'PUT', body: input });

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSettled: () => client.invalidateQueries({ queryKey: usersKeys.all }) });
}
