import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactMessage } from '@academy/contract/contact';
import { apiData } from '../../../lib/api-client';

/** POST /api/contact. */
export function sendContact(body: ContactInput): Promise<ContactMessage> {
  return apiData<ContactMessage>('/contact', { method: 'POST', body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
