import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** One page of an admin list and the list's total, as the server's paged envelope gives them. */
export type ListPage<T> = { items: T[]; total: number };

/** GET `path` (which may carry its own query) at `page` of `limit` items. */
export async function getListPage<T>(path: string, page: number, limit: number): Promise<ListPage<T>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const envelope = await apiRequest<T[]>(`${path}${path.includes('?') ? '&' : '?'}${query}`);
  return { items: envelope.data ?? [], total: envelope.total ?? envelope.data?.length ?? 0 };
}

/** An admin list screen's page: the previous page stays on screen while the next one loads. */
export function useListPage<T>(queryKey: QueryKey, path: string, page: number, limit: number) {
  return useQuery({ queryKey, queryFn: () => getListPage<T>(path, page, limit), placeholderData: keepPreviousData });
}
