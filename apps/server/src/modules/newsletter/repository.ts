import type { Subscription } from '@academy/contract/newsletter';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';

export function createNewsletterRepository(db: Db) {
  return {
    /** The new subscription, or undefined when the email is already subscribed (in any letter case). */
    async insert(email: string): Promise<Subscription | undefined> {
      // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both pass.
      const [row] = await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ email: newsletterSubscribers.email });
      return row;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
