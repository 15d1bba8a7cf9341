import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@academy/contract/page-data';
import type { Post } from '@academy/contract/post';
import { apiData, type Envelope } from '../../../lib/api-client';
import { seededQuery } from '../../../lib/page-data';

export function getPost(id: string | number): Promise<Post> {
  return apiData<Post>(API_PATHS.post(id));
}

export function usePost(id: string | number | undefined) {
  return useQuery({
    queryKey: ['posts', 'detail', String(id)],
    queryFn: () => getPost(id!),
    enabled: id !== undefined,
    ...seededQuery(API_PATHS.post(id ?? ''), (e: Envelope<unknown>) => e.data as Post),
  });
}
