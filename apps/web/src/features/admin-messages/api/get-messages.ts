import type { ContactMessage } from '@academy/contract/contact';
import { listKeys, usePagedList } from '../../../hooks/use-paged-list';

export const messageKeys = listKeys('messages');

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/contact, one page at a time; the server sends the newest first. */
export function useMessages() {
  return usePagedList<ContactMessage>({ key: messageKeys.list, path: '/contact', limit: MESSAGES_PAGE_SIZE });
}
