import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput, Subscription } from '@academy/contract/newsletter';
import { apiData } from '../../../lib/api-client';

/** POST /api/newsletter. */
export function subscribeNewsletter(body: NewsletterInput): Promise<Subscription> {
  return apiData<Subscription>('/newsletter', { method: 'POST', body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
