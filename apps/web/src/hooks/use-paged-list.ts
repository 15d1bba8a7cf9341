import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiPage } from '../lib/api-client';

/** One page of an admin list and the list's total, as the server's paged envelope gives them. */
export type ListPage<T> = { items: T[]; total: number };

/** GET `path` (which may carry its own query) at `page` of `limit` items. */
export async function getListPage<T>(path: string, page: number, limit: number): Promise<ListPage<T>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const { data, total } = await apiPage<T>(`${path}${path.includes('?') ? '&' : '?'}${query}`);
  return { items: data, total };
}

/** The query keys of an admin list: `all` (what a write invalidates) and one page of it. */
export const listKeys = (name: string) => ({
  all: ['admin', name] as const,
  list: (page: number) => ['admin', name, 'list', page] as const,
});

type Options = {
  /** The query key of one page (a prefix shared by every page lets writes invalidate them all). */
  key: (page: number) => QueryKey;
  path: string;
  limit: number;
};

/**
 * An admin list screen's data and pager: the page being shown, the previous page kept on screen
 * while the next one loads, a step back when a delete leaves the page beyond the last one, and
 * page 1 again when the list's filters change (they are in `path`), so no screen has to remember
 * it. `pager` spreads into <AdminPager>.
 */
export function usePagedList<T>({ key, path, limit }: Options) {
  // The page chosen belongs to the filters it was chosen under: other filters start at page 1.
  const [chosen, setChosen] = useState({ path, page: 1 });
  const page = chosen.path === path ? chosen.page : 1;
  // Forget the old choice too, so that going back to the old filters starts at page 1 as well.
  if (chosen.path !== path) setChosen({ path, page: 1 });
  const setPage = (next: number) => setChosen({ path, page: next });
  const list = useQuery({
    queryKey: key(page),
    queryFn: () => getListPage<T>(path, page, limit),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / limit));
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  return { list, pager: { page, pages, onPage: setPage } };
}
