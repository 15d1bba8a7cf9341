import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Squad, SquadInput, SquadPlace } from '@academy/contract/squad';
import type { UserAccount } from '@academy/contract/users';
import { apiData } from '../../../lib/api-client';

export const squadKeys = {
  all: ['admin', 'squads'] as const,
  list: ['admin', 'squads', 'list'] as const,
  detail: (id: string) => ['admin', 'squads', 'detail', id] as const,
  places: (id: string, list: SquadPlaceList) => ['admin', 'squads', 'places', id, list] as const,
};
export type SquadPlaceList = 'roster' | 'offers' | 'waitlist';

/** GET /api/squads: every squad for an administrator, a coach's own squads. */
export const useSquads = () => useQuery({ queryKey: squadKeys.list, queryFn: () => apiData<Squad[]>('/squads') });
export const useSquad = (id: string) => useQuery({ queryKey: squadKeys.detail(id), queryFn: () => apiData<Squad>(`/squads/${id}`) });
/** GET /api/squads/:id/roster, /offers or /waitlist (in order). */
export const useSquadPlaces = (id: string, list: SquadPlaceList) =>
  useQuery({ queryKey: squadKeys.places(id, list), queryFn: () => apiData<SquadPlace[]>(`/squads/${id}/${list}`) });

/** The accounts a squad's coaches are chosen from: active coaches and administrators (GET /api/users, administrators only). */
export const useCoachAccounts = () =>
  useQuery({
    queryKey: ['admin', 'users', 'coaches'],
    queryFn: async () => (await apiData<UserAccount[]>('/users')).filter((u) => u.active && (u.role === 'coach' || u.role === 'admin')),
  });

/** POST /api/squads, or PUT /api/squads/:id (with its coaches) when editing. */
export function useSaveSquad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SquadInput }) =>
      apiData<Squad>(id === null ? '/squads' : `/squads/${id}`, { method: id === null ? 'POST' : 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: squadKeys.all }),
  });
}
