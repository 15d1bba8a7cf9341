import type { ContactMessage } from '@academy/contract/contact';
import { useListPage } from '../../../lib/admin-paged-list';

export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: (page: number) => ['admin', 'messages', 'list', page] as const,
};

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/contact, one page at a time; the server sends the newest first. */
export function useMessages(page: number) {
  return useListPage<ContactMessage>(messageKeys.list(page), '/contact', page, MESSAGES_PAGE_SIZE);
}
