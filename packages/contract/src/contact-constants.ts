// Zod-free part of contact.ts: pages that only show data import this file and never download zod.
export const CONTACT_MESSAGES = {
  success: 'Message sent successfully! We will get back to you soon.',
  failure: 'Failed to send message. Please try again.',
  fullname: 'Full name is required',
  email: 'Please enter a valid email address',
  message: 'Message is required',
  loadFailed: 'Failed to load messages',
  empty: 'No messages yet.',
  deleteFailed: 'Failed to delete message',
  deleted: 'Message deleted.',
  notFound: 'Message not found',
  statusFailed: 'Failed to update status',
} as const;

/** What the messages screen says after a status change. */
export const contactStatusChanged = (status: string) => `Marked as ${status}.`;

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
