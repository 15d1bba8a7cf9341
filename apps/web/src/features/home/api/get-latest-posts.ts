import { HOME_NEWS_COUNT } from '@academy/contract/post-constants';
import { usePosts } from '../../news/api/get-posts';

/** The home page's "Breaking news": the newest posts. */
export function useLatestPosts() {
  return usePosts(HOME_NEWS_COUNT);
}
