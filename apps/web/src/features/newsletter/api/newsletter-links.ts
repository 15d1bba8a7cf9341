import { useMutation } from '@tanstack/react-query';
import type { SubscriptionState } from '@academy/contract/newsletter';
import { apiData } from '../../../lib/api-client';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** POST /api/newsletter/confirm/{token} or /api/newsletter/unsubscribe/{token}: only a press of the page's button changes anything. */
export const useNewsletterLink = (action: NewsletterLinkAction) =>
  useMutation({
    mutationFn: (token: string) => apiData<SubscriptionState>(`/newsletter/${action}/${encodeURIComponent(token)}`, { method: 'POST', body: {} }),
  });
