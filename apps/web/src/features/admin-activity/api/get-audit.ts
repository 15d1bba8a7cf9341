import type { AuditEntry, AuditQuery } from '@academy/contract/audit';
import { usePagedList } from '../../../hooks/use-paged-list';

export const AUDIT_PAGE_SIZE = 30;

/** The filters as the URL's query: only those set. */
export function auditQueryString(filters: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return params.toString();
}

/** GET /api/audit, newest first, one page at a time, filtered. */
export function useAudit(filters: AuditQuery) {
  const query = auditQueryString(filters);
  return usePagedList<AuditEntry>({
    key: (page) => ['admin', 'audit', query, page] as const,
    path: query ? `/audit?${query}` : '/audit',
    limit: AUDIT_PAGE_SIZE,
  });
}
