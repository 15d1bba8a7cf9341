import { useQuery } from '@tanstack/react-query';
import type { TagCount } from '@academy/contract/tag-constants';
import { apiData } from '../../../lib/api-client';

/** GET /api/tags as an editor: every tag in use, most used first (the tags field's suggestions, decision 047). */
export const getTags = () => apiData<TagCount[]>('/tags');

export const tagKeys = { all: ['admin', 'tags'] as const };

export function useTags() {
  return useQuery({ queryKey: tagKeys.all, queryFn: getTags, staleTime: 60_000 });
}
