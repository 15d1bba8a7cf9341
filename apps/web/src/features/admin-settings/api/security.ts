import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, SecuritySettings, SecuritySettingsInput, Session, TwoFactorSetup, TwoFactorStatus } from '@academy/contract/auth';
import { apiData } from '../../../lib/api-client';

const SESSIONS = ['auth', 'sessions'] as const;
const TWO_FACTOR = ['auth', 'two-factor'] as const;
const SECURITY = ['auth', 'security'] as const;

/** GET /api/auth/sessions: the browsers signed in to the caller's account. */
export const useSessions = () => useQuery({ queryKey: SESSIONS, queryFn: () => apiData<Session[]>('/auth/sessions') });

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<null>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS }),
  });
}

/** POST /api/auth/sessions/sign-out-everywhere: this browser's token stops working too. */
export const useSignOutEverywhere = () => useMutation({ mutationFn: () => apiData<null>('/auth/sessions/sign-out-everywhere', { method: 'POST' }) });

export const useTwoFactor = () => useQuery({ queryKey: TWO_FACTOR, queryFn: () => apiData<TwoFactorStatus>('/auth/two-factor') });

export const useBeginTwoFactor = () =>
  useMutation({ mutationFn: (current_password: string) => apiData<TwoFactorSetup>('/auth/two-factor/setup', { method: 'POST', body: { current_password } }) });

export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiData<RecoveryCodes>('/auth/two-factor/enable', { method: 'POST', body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: TWO_FACTOR }),
  });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (current_password: string) => apiData<null>('/auth/two-factor/disable', { method: 'POST', body: { current_password } }),
    onSuccess: () => client.invalidateQueries({ queryKey: TWO_FACTOR }),
  });
}

export const useSecuritySettings = () => useQuery({ queryKey: SECURITY, queryFn: () => apiData<SecuritySettings>('/auth/security') });

export function useUpdateSecuritySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SecuritySettingsInput) => apiData<SecuritySettings>('/auth/security', { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(SECURITY, saved),
  });
}
