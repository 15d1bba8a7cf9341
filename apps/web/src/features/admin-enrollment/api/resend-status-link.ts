import { useMutation } from '@tanstack/react-query';
import type { StatusLinkResult } from '@academy/contract/registration';
import { apiData } from '../../../lib/api-client';

/** POST /api/registrations/:id/status-link: a new status link (the old one revoked), mailed when a mail server is configured (decision 032). */
export const resendStatusLink = (id: number) => apiData<StatusLinkResult>(`/registrations/${id}/status-link`, { method: 'POST' });

export function useResendStatusLink() {
  return useMutation({ mutationFn: resendStatusLink });
}
