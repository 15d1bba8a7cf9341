import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export function subscribeNewsletter(body: { email: string; website?: string }): Promise<{ email: string }> {
  return apiData<{ email: string }>('/newsletter', { method: 'POST', body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
