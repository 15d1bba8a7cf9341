import { eq, sql } from 'drizzle-orm';
import type { AcademyFacts } from '@academy/contract/academy-constants';
import type { Db } from '../../db/client.ts';
import { academySettings } from '../../db/schema/academy-settings.ts';

const ROW_ID = 1;

/** The one row of academy facts, stored as the contract's record. */
export function createAcademyRepository(db: Db) {
  return {
    /** The stored document as it is (the service checks it), or undefined when none was saved. */
    async read(): Promise<unknown> {
      const [row] = await db.select({ facts: academySettings.facts }).from(academySettings).where(eq(academySettings.id, ROW_ID)).limit(1);
      return row?.facts;
    },
    async save(facts: AcademyFacts): Promise<void> {
      await db
        .insert(academySettings)
        .values({ id: ROW_ID, facts })
        .onConflictDoUpdate({ target: academySettings.id, set: { facts, updated_at: new Date() } });
    },
    /**
     * A row saved before the academy had a time zone gets `zone` (the server's `TZ` then), once: it
     * is never changed again but by an administrator (docs/decisions/050). Whether one was written.
     */
    async seedTimeZone(zone: string): Promise<boolean> {
      const rows = await db
        .update(academySettings)
        .set({ facts: sql`${academySettings.facts} || jsonb_build_object('time_zone', ${zone}::text)` })
        .where(sql`${academySettings.id} = ${ROW_ID} and not (${academySettings.facts} ? 'time_zone')`)
        .returning({ id: academySettings.id });
      return rows.length > 0;
    },
    /** Writes `facts` only when no row exists yet (the demo seed; never overwrites an admin's edit). */
    async insertIfMissing(facts: AcademyFacts): Promise<void> {
      await db.insert(academySettings).values({ id: ROW_ID, facts }).onConflictDoNothing({ target: academySettings.id });
    },
  };
}
export type AcademyRepository = ReturnType<typeof createAcademyRepository>;
