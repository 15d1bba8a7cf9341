import { useQuery } from '@tanstack/react-query';
import type { UserAccount } from '@academy/contract/users';
import { apiData } from '../../../lib/api-client';

export const usersKeys = { all: ['admin', 'users'] as const };

/** GET /api/users: every account, active and deactivated. */
export const getUsers = () => apiData<UserAccount[]>('/users');

export function useUsers() {
  return useQuery({ queryKey: usersKeys.all, queryFn: getUsers });
}
