import type { Email, EmailState } from '@academy/contract/email';
import { usePagedList } from '../../../hooks/use-paged-list';

export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  list: (state: EmailState | '', page: number) => ['admin', 'outbox', 'list', state, page] as const,
};

export const OUTBOX_PAGE_SIZE = 25;

/** GET /api/emails, newest first, one page at a time, optionally only the mails in one state. */
export function useOutbox(state: EmailState | '') {
  return usePagedList<Email>({
    key: (page) => outboxKeys.list(state, page),
    path: state ? `/emails?${new URLSearchParams({ state })}` : '/emails',
    limit: OUTBOX_PAGE_SIZE,
  });
}
