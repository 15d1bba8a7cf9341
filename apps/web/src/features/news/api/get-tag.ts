import { useQuery } from '@tanstack/react-query';
import { API_PATHS, NEWS_LIST_LIMIT } from '@academy/contract/page-data';
import type { PostSummary } from '@academy/contract/post';
import type { TagCount } from '@academy/contract/tag-constants';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

/** GET /api/tags/:slug: a tag's name and how many published posts carry it (404: none does). */
export function getTag(slug: string): Promise<TagCount> {
  return apiData<TagCount>(API_PATHS.tag(slug));
}

export function useTag(slug: string) {
  return useQuery({
    queryKey: ['tags', 'detail', slug],
    queryFn: () => getTag(slug),
    ...seededQuery(API_PATHS.tag(slug), (e: Envelope<unknown>) => e.data as TagCount),
  });
}

/** GET /api/posts?tag=: the tag's posts, newest first. */
export function useTaggedPosts(slug: string, limit = NEWS_LIST_LIMIT) {
  return useQuery({
    queryKey: ['posts', 'list', limit, { tag: slug }],
    queryFn: () => apiData<PostSummary[]>(API_PATHS.taggedPosts(slug, limit)),
    ...seededQuery(API_PATHS.taggedPosts(slug, limit), (e: Envelope<unknown>) => e.data as PostSummary[]),
  });
}
