import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@academy/contract/contact';
import { apiData } from '../../../lib/api-client';

export type ContactPayload = Record<string, string | null | undefined>;

export function sendContact(body: ContactPayload): Promise<ContactMessage> {
  return apiData<ContactMessage>('/contact', { method: 'POST', body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
