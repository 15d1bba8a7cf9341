import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferInput, OfferResult, Squad } from '@academy/contract/squad';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** The squads' admin queries start with this key (admin-squads' own lists refresh after an offer). */
export const SQUADS_KEY = ['admin', 'squads'] as const;

/** GET /api/squads: the squads a place can be offered in, with their fill. */
export const useSquadsToOffer = () => useQuery({ queryKey: [...SQUADS_KEY, 'list'], queryFn: () => apiData<Squad[]>('/squads') });

/** POST /api/registrations/:id/offer: a place offered, or the squad's waiting list when it is full. */
export function useOfferPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: OfferInput & { id: number }) => apiData<OfferResult>(`/registrations/${id}/offer`, { method: 'POST', body }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: SQUADS_KEY }), client.invalidateQueries({ queryKey: registrationKeys.all })]),
  });
}
