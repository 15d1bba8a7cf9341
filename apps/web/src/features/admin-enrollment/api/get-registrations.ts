import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { normalizeRegistration, type RawRegistration } from '../normalize-registration';
import { registrationKeys } from './keys';

export async function getRegistrations() {
  const envelope = await apiRequest<RawRegistration[]>('/registrations?limit=100');
  return { items: (envelope.data ?? []).map(normalizeRegistration), total: envelope.total ?? envelope.data?.length ?? 0 };
}

export function useRegistrations() {
  return useQuery({ queryKey: registrationKeys.list, queryFn: getRegistrations });
}
