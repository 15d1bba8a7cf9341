import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, inArray, isNull } from 'drizzle-orm';
import { STATUS_LINK_IDLE_DAYS } from '@academy/contract/registration';
import type { Db } from '../../db/client.ts';
import { registrationLinks } from '../../db/schema/registration-links.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { calendarFeedLinks } from '../../db/schema/event-answers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether a link of the child still works (docs/decisions/062): while the child holds a place in a
 * squad, and else for STATUS_LINK_IDLE_DAYS after the later of the link's making and the child's
 * last change. Holding the link (opening the page) is not the child's activity: a link someone
 * else has does not keep itself alive.
 */
export function linkIsLive(child: { status: string; updated_at: Date }, linkMadeAt: Date, now = Date.now()): boolean {
  if (child.status === 'accepted') return true;
  const last = Math.max(child.updated_at.getTime(), linkMadeAt.getTime());
  return now < last + STATUS_LINK_IDLE_DAYS * DAY_MS;
}

export type StatusLinks = ReturnType<typeof createStatusLinks>;

/**
 * The family's status link (`PUBLIC_URL/status/{token}`), no account needed. The token is an HMAC
 * of the app's secret and the registration's random nonce: unguessable, the same in every mail,
 * and only its SHA-256 is stored. Lookups compare in constant time and refuse ended links and those of a child idle too long.
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
        // `expires_at` is no longer read (the link lives by the child's activity, linkIsLive); it is
        // still written for an instance of the previous release during a rolling upgrade, which reads it.
        .values({ registration_id: registrationId, nonce, token_hash: sha256(token), expires_at: new Date(Date.now() + STATUS_LINK_IDLE_DAYS * DAY_MS) });
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
     * page. It lives as the status link does (linkIsLive): a subscription keeps working through the season.
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
        .select({
          registration_id: calendarFeedLinks.registration_id,
          nonce: calendarFeedLinks.nonce,
          created_at: calendarFeedLinks.created_at,
          status: registrations.status,
          updated_at: registrations.updated_at,
        })
        .from(calendarFeedLinks)
        .innerJoin(registrations, eq(registrations.id, calendarFeedLinks.registration_id))
        .where(eq(calendarFeedLinks.token_hash, sha256(token)))
        .limit(1);
      if (!row || !linkIsLive(row, row.created_at)) return null;
      const expected = Buffer.from(feedTokenOf(row.registration_id, row.nonce));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given) ? row.registration_id : null;
    },

    /**
     * Ends the status links and calendar feeds of these registrations (the family's "End this link",
     * docs/decisions/062), in the caller's transaction: every token mailed so far opens nothing. The
     * next mail about a child makes a new link (urlFor). The number of links ended.
     */
    async end(tx: Db, registrationIds: number[]): Promise<number> {
      if (registrationIds.length === 0) return 0;
      await tx.delete(calendarFeedLinks).where(inArray(calendarFeedLinks.registration_id, registrationIds));
      const ended = await tx
        .delete(registrationLinks)
        .where(inArray(registrationLinks.registration_id, registrationIds))
        .returning({ id: registrationLinks.registration_id });
      return ended.length;
    },

    /** The registration a token opens, or null for a wrong, foreign or ended one, or one whose child has been idle too long (linkIsLive). */
    async registrationOf(db: Db, token: string): Promise<number | null> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const hash = sha256(token);
      const [row] = await db
        .select({
          registration_id: registrationLinks.registration_id,
          nonce: registrationLinks.nonce,
          created_at: registrationLinks.created_at,
          status: registrations.status,
          updated_at: registrations.updated_at,
        })
        .from(registrationLinks)
        .innerJoin(registrations, eq(registrations.id, registrationLinks.registration_id))
        .where(eq(registrationLinks.token_hash, hash))
        .limit(1);
      if (!row || !linkIsLive(row, row.created_at)) return null;
      const expected = Buffer.from(tokenOf(row.registration_id, row.nonce));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given) ? row.registration_id : null;
    },
  };
}
