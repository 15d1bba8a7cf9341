import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';
import { HONEYPOT_FIELD } from './registration.ts';

export const CONTACT_MESSAGES = {
  success: 'Message sent successfully! We will get back to you soon.',
  failure: 'Failed to send message. Please try again.',
  fullname: 'Full name is required',
  email: 'Please enter a valid email address',
  message: 'Message is required',
  loadFailed: 'Failed to load messages',
  empty: 'No messages yet.',
  deleteFailed: 'Failed to delete message',
} as const;

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const ContactSchema = z.object({
  fullname: requiredText(CONTACT_MESSAGES.fullname, 120),
  email: z.email({ error: CONTACT_MESSAGES.email }).trim().max(254),
  phone: optionalText(40),
  city: optionalText(120),
  message: requiredText(CONTACT_MESSAGES.message, 5000),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof ContactSchema>;

export const ContactStatusSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}` }),
});

export type ContactMessage = {
  id: number;
  fullname: string;
  email: string;
  phone: string | null;
  city: string | null;
  message: string;
  status: ContactStatus;
  created_at: string;
};
