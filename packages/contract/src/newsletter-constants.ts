// Zod-free part of newsletter.ts: pages that only show data import this file and never download zod.
export const NEWSLETTER_MESSAGES = {
  success: 'Thanks for subscribing! Watch your inbox for academy news.',
  alreadySubscribed: 'This email is already subscribed.',
  invalidEmail: 'Please enter a valid email address',
  failure: 'Subscription failed. Please try again.',
} as const;

