import { useQuery } from '@tanstack/react-query';
import type { UserAccount } from '@academy/contract/users';
import { apiData } from '../../../lib/api-client';

/** The active coach accounts a session can be given (GET /api/users, filtered). */
export function useCoachAccounts() {
  return useQuery({
    queryKey: ['admin', 'users', 'coaches'],
    queryFn: async () => (await apiData<UserAccount[]>('/users')).filter((u) => u.role === 'coach' && u.active),
  });
}
