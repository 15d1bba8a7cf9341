// Zod-free part of newsletter.ts: pages that only show data import this file and never download zod.
import type { MailContent } from './email-constants.ts';
import { ACADEMY_NAME } from './site.ts';

/** A subscriber waits for the confirmation click, receives newsletters, or has left (docs/decisions/016). */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A confirmation link works this long after its latest mail. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** Subscribing again while pending sends the confirmation again, at most once in this many minutes. */
export const NEWSLETTER_RESEND_MINUTES = 10;

export const NEWSLETTER_MESSAGES = {
  success: 'Thanks for subscribing! Watch your inbox for academy news.',
  /** Shown under `success`: nothing is sent before the address is confirmed. */
  confirmHint: 'Please confirm your address from the mail we sent you.',
  invalidEmail: 'Please enter a valid email address',
  failure: 'Subscription failed. Please try again.',
} as const;

/** The public pages a newsletter's links open: each changes nothing until its button is pressed. */
export const NEWSLETTER_PAGES = {
  confirm: {
    title: 'Confirm your subscription',
    intro: `Press the button to start receiving the ${ACADEMY_NAME} newsletter.`,
    button: 'Confirm my subscription',
    done: 'Your subscription is confirmed. Welcome! Academy news will reach your inbox.',
    invalid: 'This confirmation link is invalid or has expired. Subscribe again on the home page to get a new one.',
    failure: 'The confirmation failed. Please try again.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    intro: `Press the button and you will receive no more ${ACADEMY_NAME} newsletters.`,
    button: 'Unsubscribe',
    done: 'You are unsubscribed. You will receive no more newsletters from us.',
    invalid: 'This unsubscribe link is invalid.',
    failure: 'Unsubscribing failed. Please try again.',
  },
  home: 'Back to the home page',
} as const;

/** The Subscribers screen. */
export const SUBSCRIBERS_TEXTS = {
  subtitle: 'Addresses that signed up for the newsletter. Only confirmed ones receive it.',
  statusLabels: { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } satisfies Record<SubscriberStatus, string>,
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  counts: (c: { total: number; confirmed: number; pending: number; unsubscribed: number }) =>
    `${c.total} ${c.total === 1 ? 'subscriber' : 'subscribers'}: ${c.confirmed} confirmed, ${c.pending} pending, ${c.unsubscribed} unsubscribed`,
  columns: { email: 'Email', status: 'Status', subscribed: 'Subscribed', confirmed: 'Confirmed', actions: 'Actions' },
  none: '—',
  empty: 'No subscribers yet.',
  emptyFiltered: 'No subscribers with this status.',
  loadFailed: 'Failed to load the subscribers',
  exportCsv: 'Export CSV',
  exportFailed: 'The export failed. Please try again.',
  remove: 'Remove',
  removeLabel: (email: string) => `Remove ${email}`,
  removeTitle: 'Remove this subscriber?',
  removeMessage: (email: string) => `${email} will be deleted from the list and receive no more newsletters.`,
  removed: 'Subscriber removed',
  removeFailed: 'Failed to remove the subscriber',
  notFound: 'Subscriber not found',
} as const;

export const SUBSCRIBER_CSV_COLUMNS = ['email', 'status', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'] as const;

/** Sending a post to the subscribers. */
export const NEWSLETTER_SEND_TEXTS = {
  button: 'Send to subscribers',
  buttonLabel: (title: string) => `Send "${title}" to subscribers`,
  confirmTitle: 'Send this post to subscribers?',
  confirmMessage: (title: string, confirmed: number) =>
    `"${title}" will be emailed to ${confirmed} confirmed ${confirmed === 1 ? 'subscriber' : 'subscribers'}. This cannot be undone.`,
  confirm: 'Send',
  noSubscribers: 'There are no confirmed subscribers yet.',
  sending: (done: number, total: number) => `Sending: ${done} of ${total}`,
  finished: (sent: number, failed: number) => `Sent to ${sent} ${sent === 1 ? 'subscriber' : 'subscribers'}${failed ? `, ${failed} failed` : ''}.`,
  sentOn: (date: string) => `Sent to subscribers on ${date}`,
  alreadySent: 'This post has already been sent to subscribers.',
  notPublished: 'Only a published post can be sent to subscribers.',
  postNotFound: 'Post not found',
  failed: 'The newsletter could not be started. Please try again.',
} as const;

export const NEWSLETTER_MAIL_TEXTS = {
  confirmation: (d: { confirmUrl: string; days: number }): MailContent => ({
    subject: `Please confirm your ${ACADEMY_NAME} newsletter subscription`,
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${ACADEMY_NAME} newsletter at this address.`,
      `Please confirm with the button below (it works for ${d.days} days). Until you do, we send you nothing else.`,
      'If you did not ask for it, ignore this mail and you will not hear from us again.',
    ],
    actions: [{ label: 'Confirm my subscription', url: d.confirmUrl }],
    footer: { text: `${ACADEMY_NAME} · You receive this email because this address was entered in our newsletter form.` },
  }),
  newsletter: (d: { title: string; excerpt: string; postUrl: string; coverUrl: string | null; unsubscribeUrl: string }): MailContent => ({
    subject: d.title,
    paragraphs: d.excerpt ? [d.excerpt] : [],
    ...(d.coverUrl ? { image: { url: d.coverUrl, alt: d.title } } : {}),
    heading: d.title,
    actions: [{ label: 'Read on the website', url: d.postUrl }],
    footer: {
      text: `${ACADEMY_NAME} · You receive this newsletter because you subscribed on our website.`,
      link: { label: 'Unsubscribe', url: d.unsubscribeUrl },
    },
  }),
} as const;
