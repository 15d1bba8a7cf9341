import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeLink } from '@academy/contract/family-email';
import { apiData } from '../../../lib/api-client';

const path = (token: string) => `/public/family-email/${encodeURIComponent(token)}`;
const key = (token: string) => ['email-change-link', token] as const;

/** GET /api/public/family-email/{token}: what the link does; reading it changes nothing (mail scanners open links). */
export const useEmailChangeLink = (token: string) =>
  useQuery({ queryKey: key(token), queryFn: () => apiData<EmailChangeLink>(path(token), { anonymous: true, cache: 'no-store' }), staleTime: 0, retry: false });

/** POST /api/public/family-email/{token}: only the page's button confirms or undoes. */
export function useFollowEmailChangeLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiData<EmailChangeLink>(path(token), { method: 'POST', body: {}, anonymous: true, cache: 'no-store' }),
    onSuccess: (link) => client.setQueryData(key(token), link),
  });
}
