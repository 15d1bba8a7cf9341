import { useQuery } from '@tanstack/react-query';
import type { Academy } from '@academy/contract/academy';
import { API_PATHS } from '@academy/contract/page-data';
import { apiData, type Envelope } from '../../lib/api-client';
import { seededQuery } from '../../lib/page-data';

/** The query key of the academy's facts: the Settings form sets it after a save. */
export const ACADEMY_QUERY_KEY = ['academy'] as const;

/** GET /api/academy: the academy's facts (address, phone, training, fees, social links, why-us). */
export const getAcademy = () => apiData<Academy>(API_PATHS.academy(), { anonymous: true });

/**
 * The academy's facts, shared by the footer and the pages that show them (one request, or none:
 * every public page's HTML carries the answer).
 */
export function useAcademy() {
  return useQuery({
    queryKey: ACADEMY_QUERY_KEY,
    queryFn: getAcademy,
    staleTime: 5 * 60_000,
    ...seededQuery(API_PATHS.academy(), (e: Envelope<unknown>) => e.data as Academy),
  });
}
