import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@academy/contract/page-data';
import type { PublicSquad } from '@academy/contract/squad';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** GET /api/public/squads: each squad with its enrolled children, by first name and initial those whose family agreed, the others counted (decision 060). */
export const getPublicSquads = () => apiData<PublicSquad[]>(API_PATHS.publicSquads());

export function usePublicSquads() {
  return useQuery({
    queryKey: ['team', 'squads'],
    queryFn: getPublicSquads,
    ...seededQuery(API_PATHS.publicSquads(), (e: Envelope<unknown>) => e.data as PublicSquad[]),
  });
}
