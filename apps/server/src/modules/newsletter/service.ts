import { NEWSLETTER_MESSAGES, type Subscription } from '@academy/contract/newsletter';
import { HttpError } from '../../lib/http-error.ts';
import type { NewsletterRepository } from './repository.ts';

/** What a honeypot submission is answered with: looks subscribed, nothing stored. */
export const fakeSubscription = (fields: { email: string }): Subscription => ({ email: fields.email });

export function createNewsletterService(repo: NewsletterRepository) {
  return {
    async subscribe(email: string): Promise<Subscription> {
      const row = await repo.insert(email);
      if (!row) throw new HttpError(409, NEWSLETTER_MESSAGES.alreadySubscribed, { email: NEWSLETTER_MESSAGES.alreadySubscribed });
      return row;
    },
  };
}
