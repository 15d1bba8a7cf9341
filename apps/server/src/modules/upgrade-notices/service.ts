import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { upgradeNoticeText, type UpgradeNotice, type UpgradeNoticeKind } from '@academy/contract/upgrade-notices';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';

/**
 * What an upgrade changed for an academy's existing data (decision 056), read from the data, and
 * told only to a database that a release from before the change made (a new install, or one made
 * after the change, has nothing to be told): subscribers from before double opt-in who were never
 * sent a confirmation (0008_newsletter_opt_in), players whose photo the team page hides for want
 * of consent (0009_consent), and HOST left to the default 0013_staff_accounts changed.
 */
export function createUpgradeNoticesService({ db, config }: Pick<ModuleDeps, 'db' | 'config'>) {
  return {
    async notices(): Promise<UpgradeNotice[]> {
      const found = await foundSchema(db);
      if (found === null) return [];
      const [[pending], [hidden]] = await Promise.all([
        db
          .select({ n: count() })
          .from(newsletterSubscribers)
          .where(and(eq(newsletterSubscribers.status, 'pending'), isNull(newsletterSubscribers.confirm_sent_at))),
        db
          .select({ n: count() })
          .from(teamMembers)
          .where(and(eq(teamMembers.is_minor, true), eq(teamMembers.photo_consent, false), isNotNull(teamMembers.image))),
      ]);
      const held: [UpgradeNoticeKind, number, boolean][] = [
        ['subscribers_pending', pending?.n ?? 0, found < 8],
        ['players_photos_hidden', hidden?.n ?? 0, found < 9],
        ['host_default', 0, found < 13 && config.hostDefaulted],
      ];
      return held
        .filter(([kind, n, applies]) => applies && (n > 0 || kind === 'host_default'))
        .map(([kind, n]) => ({ kind, count: n, text: upgradeNoticeText(kind, n) }));
    },
  };
}

/**
 * The number of the newest migration the database had when a release with drizzle.academy_schema
 * first met it, or null for a database such a release made.
 */
async function foundSchema(db: ModuleDeps['db']): Promise<number | null> {
  const result = await db.execute(sql`SELECT found FROM "drizzle"."academy_schema" WHERE id = 1`);
  const found = (result as unknown as { rows: { found: string | null }[] }).rows[0]?.found;
  const number = found ? Number(/^(\d{4})_/.exec(found)?.[1]) : NaN;
  return Number.isInteger(number) ? number : null;
}
