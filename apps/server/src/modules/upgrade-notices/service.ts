import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { upgradeNoticeText, type UpgradeNotice, type UpgradeNoticeKind } from '@academy/contract/upgrade-notices';
import { newsletterSubscribers } from '../../db/schema/newsletter-subscribers.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';

/**
 * What an upgrade changed for an academy's existing data (decision 056), read from the data:
 * subscribers from before double opt-in who were never sent a confirmation, players whose photo
 * the team page hides for want of consent, and HOST left to its changed default by a database
 * that a release from before that change made (a new install has nothing to be told).
 */
export function createUpgradeNoticesService({ db, config }: Pick<ModuleDeps, 'db' | 'config'>) {
  return {
    async notices(): Promise<UpgradeNotice[]> {
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
      const found: [UpgradeNoticeKind, number][] = [
        ['subscribers_pending', pending?.n ?? 0],
        ['players_photos_hidden', hidden?.n ?? 0],
      ];
      const out = found.filter(([, n]) => n > 0).map(([kind, n]) => ({ kind, count: n, text: upgradeNoticeText(kind, n) }));
      if (config.hostDefaulted && (await foundBefore(db, HOST_DEFAULT_CHANGED)))
        out.push({ kind: 'host_default', count: 0, text: upgradeNoticeText('host_default', 0) });
      return out;
    },
  };
}

/** 0013_staff_accounts (2026-11-25) made 127.0.0.1 the default HOST; the releases before it listened on every interface. */
const HOST_DEFAULT_CHANGED = 13;

/** Did this database come from a release whose schema stood before migration number `n`? */
async function foundBefore(db: ModuleDeps['db'], n: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT found FROM "drizzle"."academy_schema" WHERE id = 1`);
  const rows = (result as unknown as { rows: { found: string | null }[] }).rows;
  const found = rows[0]?.found;
  const number = found ? Number(/^(\d{4})_/.exec(found)?.[1]) : NaN;
  return Number.isInteger(number) && number < n;
}
