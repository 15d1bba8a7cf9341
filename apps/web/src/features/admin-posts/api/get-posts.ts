import type { PostStatus, PostSummary } from '@academy/contract/post';
import { usePagedList } from '../../../hooks/use-paged-list';
import { postKeys } from './keys';

export const POSTS_PAGE_SIZE = 10;

/** GET /api/posts with the admin token: every post, whatever its state (or only `status`), newest first. */
export function usePosts(status: PostStatus | '' = '') {
  return usePagedList<PostSummary>({
    key: (page) => [...postKeys.list(page), status],
    path: status ? `/posts?${new URLSearchParams({ status })}` : '/posts',
    limit: POSTS_PAGE_SIZE,
  });
}
