import type { PostSummary } from '@academy/contract/post';
import { useListPage } from '../../../lib/admin-paged-list';
import { postKeys } from './keys';

export const POSTS_PAGE_SIZE = 10;

/** GET /api/posts with the admin token: every post, published or not, newest first. */
export function usePosts(page: number) {
  return useListPage<PostSummary>(postKeys.list(page), '/posts', page, POSTS_PAGE_SIZE);
}
