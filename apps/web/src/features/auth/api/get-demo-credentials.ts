import { useQuery } from '@tanstack/react-query';
import type { DemoCredentials } from '@academy/contract/auth';
import { apiData } from '../../../lib/api-client';

export const getDemoCredentials = () => apiData<DemoCredentials>('/auth/demo');

export function useDemoCredentials() {
  return useQuery({ queryKey: ['auth', 'demo'], queryFn: getDemoCredentials, staleTime: 60_000, retry: false });
}
