import { useQuery } from '@tanstack/react-query';
import type { Registration } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /api/registrations/:id. */
export const getRegistration = (id: string) => apiData<Registration>(`/registrations/${encodeURIComponent(id)}`);

export function useRegistration(id: string) {
  return useQuery({ queryKey: registrationKeys.detail(id), queryFn: () => getRegistration(id) });
}
