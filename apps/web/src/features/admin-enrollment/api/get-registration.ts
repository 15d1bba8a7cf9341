import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { normalizeRegistration, type RawRegistration } from '../normalize-registration';
import { registrationKeys } from './keys';

export const getRegistration = async (id: string) =>
  normalizeRegistration(await apiData<RawRegistration>(`/registrations/${encodeURIComponent(id)}`));

export function useRegistration(id: string) {
  return useQuery({ queryKey: registrationKeys.detail(id), queryFn: () => getRegistration(id) });
}
