import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListPage } from '../../../lib/admin-paged-list';
import { normalizeRegistration, type RawRegistration } from '../normalize-registration';
import { registrationKeys } from './keys';

export const REGISTRATIONS_PAGE_SIZE = 24;

/** GET /api/registrations, newest first, paged, with the server's `q` search and `status` filter. */
export async function getRegistrations(page: number, q: string, status: string) {
  const filters = new URLSearchParams();
  if (q) filters.set('q', q);
  if (status) filters.set('status', status);
  const list = await getListPage<RawRegistration>(filters.size ? `/registrations?${filters}` : '/registrations', page, REGISTRATIONS_PAGE_SIZE);
  return { ...list, items: list.items.map(normalizeRegistration) };
}

export function useRegistrations(page: number, q: string, status = '') {
  return useQuery({
    queryKey: [...registrationKeys.list, page, q, status],
    queryFn: () => getRegistrations(page, q, status),
    placeholderData: keepPreviousData,
  });
}
