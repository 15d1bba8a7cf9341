import { useQuery } from '@tanstack/react-query';
import type { StaffRegistration } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /api/registrations/:id, with its duplicate (decision 032). */
export const getRegistration = (id: string) => apiData<StaffRegistration>(`/registrations/${encodeURIComponent(id)}`);

export function useRegistration(id: string) {
  return useQuery({ queryKey: registrationKeys.detail(id), queryFn: () => getRegistration(id) });
}
