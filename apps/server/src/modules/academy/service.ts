import type { FastifyBaseLogger } from 'fastify';
import { ACADEMY_DEFAULTS, AcademyInputSchema, type Academy } from '@academy/contract/academy';
import { setAcademyZone, zoneOf } from '../../lib/academy-zone.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { createAcademyRepository } from './repository.ts';

/**
 * A stored document over the defaults, checked by the contract: a fact added after the row was
 * written reads its default, a key no longer in the contract is dropped. A document the contract
 * refuses (edited by hand in the database) answers the defaults rather than a 500 on every page.
 * The time zone's default is the server's `TZ` (UTC when unset or unknown), as it was seeded.
 */
export function readFacts(stored: unknown, log?: Pick<FastifyBaseLogger, 'warn'>): Academy {
  const defaults: Academy = { ...ACADEMY_DEFAULTS, time_zone: zoneOf(process.env.TZ) };
  if (stored === undefined || stored === null) return defaults;
  const parsed = AcademyInputSchema.safeParse({ ...defaults, ...(typeof stored === 'object' ? stored : {}) });
  if (parsed.success) return { ...parsed.data, time_zone: parsed.data.time_zone ?? defaults.time_zone };
  log?.warn({ issues: parsed.error.issues.slice(0, 5) }, 'stored academy facts are invalid; answering the defaults');
  return defaults;
}

/** The facts' summary in the audit trail; a new time zone is named with the one it replaced (docs/decisions/050). */
const auditSummary = (before: string, after: string) =>
  before === after ? "The academy's facts saved" : `The academy's facts saved; time zone changed from ${before} to ${after}`;

export function createAcademyService({ db, log, change }: Pick<ModuleDeps, 'db' | 'log' | 'change'>) {
  const repo = createAcademyRepository(db);
  return {
    get: async (): Promise<Academy> => readFacts(await repo.read(), log),
    /**
     * Stores the checked facts whole and answers them as a later read will; without a time zone
     * (a client older than it) the stored one stays. A new zone is this instance's at once, the
     * others' when the broadcast empties their cache (lib/academy-zone.ts).
     */
    update: async (by: Actor, input: Omit<Academy, 'time_zone'> & { time_zone?: string | undefined }): Promise<Academy> => {
      const saved = await change(by, async (c) => {
        const repo = createAcademyRepository(c.tx);
        const before = readFacts(await repo.read(), log).time_zone;
        const facts: Academy = { ...input, time_zone: input.time_zone ?? before };
        await repo.save(facts);
        await c.audit({ action: 'settings.update', record: { type: 'academy', id: 1 }, summary: auditSummary(before, facts.time_zone) });
        return facts;
      });
      setAcademyZone(saved.time_zone);
      return saved;
    },
    /** The stored zone (what `academyZone()` follows). */
    timeZone: async (): Promise<string> => readFacts(await repo.read(), log).time_zone,
    /** Start-up (decision 027): a row saved before the academy had a zone gets the server's `TZ`, once. */
    seedTimeZone: (): Promise<boolean> => repo.seedTimeZone(zoneOf(process.env.TZ)),
  };
}
