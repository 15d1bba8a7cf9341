import type { PostSummary } from '@academy/contract/post';
import { usePagedList } from '../../../hooks/use-paged-list';
import { postKeys } from './keys';

export const POSTS_PAGE_SIZE = 10;

/** GET /api/posts with the admin token: every post, published or not, newest first. */
export function usePosts() {
  return usePagedList<PostSummary>({ key: postKeys.list, path: '/posts', limit: POSTS_PAGE_SIZE });
}
