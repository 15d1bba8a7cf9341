import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { normalizeRegistration, type RawRegistration } from '../normalize-registration';
import { registrationKeys } from './keys';

export const REGISTRATIONS_PAGE_SIZE = 24;

/** GET /api/registrations, newest first, paged, with the server's `q` search and `status` filter. */
export async function getRegistrations(page: number, q: string, status: string) {
  const query = new URLSearchParams({ page: String(page), limit: String(REGISTRATIONS_PAGE_SIZE) });
  if (q) query.set('q', q);
  if (status) query.set('status', status);
  const envelope = await apiRequest<RawRegistration[]>(`/registrations?${query}`);
  return { items: (envelope.data ?? []).map(normalizeRegistration), total: envelope.total ?? envelope.data?.length ?? 0 };
}

export function useRegistrations(page: number, q: string, status = '') {
  return useQuery({
    queryKey: [...registrationKeys.list, page, q, status],
    queryFn: () => getRegistrations(page, q, status),
    placeholderData: keepPreviousData,
  });
}
