import type { PagingQuery } from '@academy/contract/common';

export const offsetOf = (q: PagingQuery) => (q.page - 1) * q.limit;

export const pagedResult = <T>(data: T[], q: PagingQuery, total: number) => ({
  success: true as const,
  data,
  page: q.page,
  limit: q.limit,
  total,
});
