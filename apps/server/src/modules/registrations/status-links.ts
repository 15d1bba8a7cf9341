import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { STATUS_LINK_DAYS } from '@academy/contract/registration';
import type { Db } from '../../db/client.ts';
import { registrationLinks } from '../../db/schema/registration-links.ts';
import { calendarFeedLinks } from '../../db/schema/event-answers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export type StatusLinks = ReturnType<typeof createStatusLinks>;

/**
 * The family's status link (`PUBLIC_URL/status/{token}`), no account needed. The token is an HMAC
 * of the app's secret and the registration's random nonce: unguessable, the same in every mail,
 * and only its SHA-256 is stored. Lookups compare in constant time and refuse expired links.
 */
export function createStatusLinks(secret: Uint8Array, publicUrl: string) {
  const tokenOf = (registrationId: number, nonce: string) => createHmac('sha256', secret).update(`status-link:${registrationId}:${nonce}`).digest('base64url');
  const urlOf = (token: string) => `${publicUrl}/status/${token}`;
  const feedTokenOf = (registrationId: number, nonce: string) =>
    createHmac('sha256', secret).update(`calendar-feed:${registrationId}:${nonce}`).digest('base64url');
  const feedUrlOf = (token: string) => `${publicUrl}/calendar/family/${token}.ics`;
  /** A new feed link with its own nonce; one already there (a concurrent first link) is kept. */
  const newFeedLink = async (tx: Db, registrationId: number) => {
    const nonce = randomBytes(16).toString('base64url');
    await tx
      .insert(calendarFeedLinks)
      .values({ registration_id: registrationId, nonce, token_hash: sha256(feedTokenOf(registrationId, nonce)) })
      .onConflictDoNothing({ target: calendarFeedLinks.registration_id });
  };

  return {
    /**
     * The registration's link, created on first use (in the caller's transaction) together with
     * the family's calendar feed link, so the status page that shows the feed only reads (docs/decisions/052).
     */
    async urlFor(tx: Db, registrationId: number): Promise<string> {
      const [existing] = await tx.select().from(registrationLinks).where(eq(registrationLinks.registration_id, registrationId)).limit(1);
      if (existing) return urlOf(tokenOf(registrationId, existing.nonce));
      const nonce = randomBytes(16).toString('base64url');
      const token = tokenOf(registrationId, nonce);
      await tx
        .insert(registrationLinks)
        .values({ registration_id: registrationId, nonce, token_hash: sha256(token), expires_at: new Date(Date.now() + STATUS_LINK_DAYS * DAY_MS) });
      await newFeedLink(tx, registrationId);
      return urlOf(token);
    },

    /**
     * A new link for the registration (decision 032): a new nonce, so the token every earlier mail
     * carried no longer matches any stored hash and is revoked; the expiry starts again.
     */
    async renew(tx: Db, registrationId: number): Promise<string> {
      await tx.delete(registrationLinks).where(eq(registrationLinks.registration_id, registrationId));
      return this.urlFor(tx, registrationId);
    },

    /**
     * The family's private calendar feed of the registration (docs/decisions/040), or null when it
     * has none: a read, never a write (the status page's GET). Its own token (the same derivation
     * under another label and nonce), so the address a calendar app shows never opens the status
     * page. No expiry: a subscription keeps working.
     */
    async feedUrlFor(db: Db, registrationId: number): Promise<string | null> {
      const [row] = await db.select().from(calendarFeedLinks).where(eq(calendarFeedLinks.registration_id, registrationId)).limit(1);
      return row ? feedUrlOf(feedTokenOf(registrationId, row.nonce)) : null;
    },

    /**
     * Start-up (decision 027): a feed link for every registration with a status link and none
     * (those linked before the two were made together, docs/decisions/052). The number made.
     */
    async backfillFeedLinks(db: Db): Promise<number> {
      const missing = await db
        .select({ id: registrationLinks.registration_id })
        .from(registrationLinks)
        .leftJoin(calendarFeedLinks, eq(calendarFeedLinks.registration_id, registrationLinks.registration_id))
        .where(isNull(calendarFeedLinks.registration_id));
      for (const { id } of missing) await newFeedLink(db, id);
      return missing.length;
    },

    /**
     * A new private feed address for the registration (a new nonce, in the caller's transaction):
     * the old token no longer matches any stored hash, so every calendar subscribed to it gets 404.
     */
    async renewFeed(tx: Db, registrationId: number): Promise<string> {
      await tx.delete(calendarFeedLinks).where(eq(calendarFeedLinks.registration_id, registrationId));
      await newFeedLink(tx, registrationId);
      return (await this.feedUrlFor(tx, registrationId))!;
    },

    /** The registration a private feed token opens, or null. */
    async registrationOfFeed(db: Db, token: string): Promise<number | null> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const [row] = await db
        .select()
        .from(calendarFeedLinks)
        .where(eq(calendarFeedLinks.token_hash, sha256(token)))
        .limit(1);
      if (!row) return null;
      const expected = Buffer.from(feedTokenOf(row.registration_id, row.nonce));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given) ? row.registration_id : null;
    },

    /** The registration a token opens, or null for a wrong, foreign or expired one. */
    async registrationOf(db: Db, token: string): Promise<number | null> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const hash = sha256(token);
      const [row] = await db.select().from(registrationLinks).where(eq(registrationLinks.token_hash, hash)).limit(1);
      if (!row || row.expires_at.getTime() < Date.now()) return null;
      const expected = Buffer.from(tokenOf(row.registration_id, row.nonce));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given) ? row.registration_id : null;
    },
  };
}
