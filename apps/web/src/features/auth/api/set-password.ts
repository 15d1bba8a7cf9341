import { useMutation, useQuery } from '@tanstack/react-query';
import type { SetPasswordInput } from '@academy/contract/users';
import { apiData } from '../../../lib/api-client';

type LinkInfo = { email: string };

/** GET /api/set-password/{token}: whose password the link sets, or 404 once used or expired. */
export const getSetPasswordLink = (token: string) => apiData<LinkInfo>(`/set-password/${encodeURIComponent(token)}`, { anonymous: true });

/** POST /api/set-password/{token}: sets the password; the link stops working. */
export const setPasswordWithLink = ({ token, ...input }: SetPasswordInput & { token: string }) =>
  apiData<LinkInfo>(`/set-password/${encodeURIComponent(token)}`, { method: 'POST', body: input, anonymous: true });

export function useSetPasswordLink(token: string) {
  return useQuery({ queryKey: ['set-password', token], queryFn: () => getSetPasswordLink(token), retry: false, staleTime: Infinity });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPasswordWithLink });
}
