import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsletterProgress } from '@academy/contract/newsletter';
import { apiData } from '../../lib/api-client';

export const newsletterKeys = { progress: (postId: number) => ['admin', 'post-newsletter', postId] as const };

/** How often the progress is asked again while a newsletter is being sent. */
export const PROGRESS_POLL_MS = 1000;

/** GET /api/posts/{id}/newsletter. */
export const getNewsletterProgress = (postId: number) => apiData<NewsletterProgress>(`/posts/${postId}/newsletter`);
/** POST /api/posts/{id}/newsletter: starts sending the post to the confirmed subscribers. */
export const sendNewsletter = (postId: number) => apiData<NewsletterProgress>(`/posts/${postId}/newsletter`, { method: 'POST' });

/** The post's newsletter, asked again every second while it is being sent. */
export function useNewsletterProgress(postId: number) {
  return useQuery({
    queryKey: newsletterKeys.progress(postId),
    queryFn: () => getNewsletterProgress(postId),
    refetchInterval: (query) => (query.state.data?.started && !query.state.data.finished ? PROGRESS_POLL_MS : false),
  });
}

export function useSendNewsletter(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendNewsletter(postId),
    onSuccess: (progress) => client.setQueryData(newsletterKeys.progress(postId), progress),
    onSettled: () => client.invalidateQueries({ queryKey: newsletterKeys.progress(postId) }),
  });
}
