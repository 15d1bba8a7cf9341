import { useQuery } from '@tanstack/react-query';
import { API_PATHS, NEWS_LIST_LIMIT } from '@academy/contract/page-data';
import type { PostSummary } from '@academy/contract/post';
import { apiData, apiPage, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** GET /api/posts: newest first. */
export function getPosts(limit: number): Promise<PostSummary[]> {
  return apiData<PostSummary[]>(API_PATHS.posts(limit));
}

export function usePosts(limit = NEWS_LIST_LIMIT) {
  return useQuery({
    queryKey: ['posts', 'list', limit],
    queryFn: () => getPosts(limit),
    ...seededQuery(API_PATHS.posts(limit), (e: Envelope<unknown>) => e.data as PostSummary[]),
  });
}

/** One page of /news or of a search on it (docs/decisions/048): its posts and how many there are in all. */
export function useNewsPage(query: { q: string; page: number }) {
  const path = API_PATHS.newsPage(query);
  return useQuery({
    queryKey: ['posts', 'news-page', query.q, query.page],
    queryFn: async () => {
      // What visitors see, also in a signed-in editor's browser: drafts are found on /allposts.
      const { data, total } = await apiPage<PostSummary>(path, { anonymous: true });
      return { items: data, total };
    },
    ...seededQuery(path, (e: Envelope<unknown>) => ({ items: e.data as PostSummary[], total: (e as { total?: number }).total ?? 0 })),
  });
}
