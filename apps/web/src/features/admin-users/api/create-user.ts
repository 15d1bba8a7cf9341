import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAccount, UserInput } from '@academy/contract/users';
import { apiData } from '../../../lib/api-client';
import { usersKeys } from './get-users';

/** POST /api/users: with an initial password, or a mailed set-password link. */
export const createUser = (input: UserInput) => apiData<UserAccount>('/users', { method: 'POST', body: input });

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUser, onSettled: () => client.invalidateQueries({ queryKey: usersKeys.all }) });
}
