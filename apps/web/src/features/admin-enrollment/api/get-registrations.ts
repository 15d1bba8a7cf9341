import type { StaffRegistration } from '@academy/contract/registration';
import { usePagedList } from '../../../hooks/use-paged-list';
import { registrationKeys } from './keys';

export const REGISTRATIONS_PAGE_SIZE = 24;

/** GET /api/registrations, newest first, paged, with the server's `q` search and `status` filter. */
export function useRegistrations(q: string, status = '', photoConsent = '') {
  const filters = new URLSearchParams();
  if (q) filters.set('q', q);
  if (status) filters.set('status', status);
  if (photoConsent) filters.set('photo_consent', photoConsent);
  return usePagedList<StaffRegistration>({
    key: (page) => [...registrationKeys.list, page, q, status, photoConsent],
    path: filters.size ? `/registrations?${filters}` : '/registrations',
    limit: REGISTRATIONS_PAGE_SIZE,
  });
}
