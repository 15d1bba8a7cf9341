import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@academy/contract/page-data';
import type { PostSummary } from '@academy/contract/post';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** GET /api/posts/:id/related: up to 3 published posts, tags shared first (decision 047). */
export function getRelatedPosts(id: string | number): Promise<PostSummary[]> {
  return apiData<PostSummary[]>(API_PATHS.relatedPosts(id));
}

export function useRelatedPosts(id: string | number | undefined) {
  return useQuery({
    queryKey: ['posts', 'related', String(id)],
    queryFn: () => getRelatedPosts(id!),
    enabled: id !== undefined,
    ...seededQuery(API_PATHS.relatedPosts(id ?? ''), (e: Envelope<unknown>) => e.data as PostSummary[]),
  });
}
