import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@academy/contract/contact';
import { apiRequest } from '../../../lib/api-client';

export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: (page: number) => ['admin', 'messages', 'list', page] as const,
};

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/contact, one page at a time; the server sends the newest first. */
export async function getMessages(page: number) {
  const envelope = await apiRequest<ContactMessage[]>(`/contact?page=${page}&limit=${MESSAGES_PAGE_SIZE}`);
  return { messages: envelope.data ?? [], total: envelope.total ?? envelope.data?.length ?? 0 };
}

export function useMessages(page: number) {
  return useQuery({ queryKey: messageKeys.list(page), queryFn: () => getMessages(page), placeholderData: keepPreviousData });
}
