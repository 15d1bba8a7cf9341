import type { PostStatus, PostSummary } from '@academy/contract/post';
import { usePagedList } from '../../../hooks/use-paged-list';
import { postKeys } from './keys';

export const POSTS_PAGE_SIZE = 10;

/**
 * GET /api/posts with the admin token: every post, whatever its state (or only `status`), newest
 * first; with `q`, the full-text search's matches, best first (docs/decisions/048).
 */
export function usePosts(status: PostStatus | '' = '', q = '') {
  const query = new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}) }).toString();
  return usePagedList<PostSummary>({
    key: (page) => [...postKeys.list(page), status, q],
    path: query ? `/posts?${query}` : '/posts',
    limit: POSTS_PAGE_SIZE,
  });
}
