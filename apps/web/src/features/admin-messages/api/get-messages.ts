import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@academy/contract/contact';
import { apiRequest } from '../../../lib/api-client';

export const messageKeys = { all: ['admin', 'messages'] as const };

export async function getMessages(): Promise<ContactMessage[]> {
  const list = (await apiRequest<ContactMessage[]>('/contact?limit=100')).data ?? [];
  return [...list].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export function useMessages() {
  return useQuery({ queryKey: messageKeys.all, queryFn: getMessages });
}
