import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostSummary } from '@academy/contract/post';
import { apiRequest } from '../../../lib/api-client';
import { postKeys } from './keys';

export const POSTS_PAGE_SIZE = 10;

/** GET /api/posts with the admin token: every post, published or not, newest first. */
export async function getPosts(page: number) {
  const envelope = await apiRequest<PostSummary[]>(`/posts?page=${page}&limit=${POSTS_PAGE_SIZE}`);
  return { posts: envelope.data ?? [], total: envelope.total ?? envelope.data?.length ?? 0 };
}

export function usePosts(page: number) {
  return useQuery({ queryKey: postKeys.list(page), queryFn: () => getPosts(page), placeholderData: keepPreviousData });
}
