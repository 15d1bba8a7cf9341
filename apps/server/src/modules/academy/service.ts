import type { FastifyBaseLogger } from 'fastify';
import { ACADEMY_DEFAULTS, AcademyInputSchema, type Academy } from '@academy/contract/academy';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { createAcademyRepository } from './repository.ts';

/**
 * A stored document over the defaults, checked by the contract: a fact added after the row was
 * written reads its default, a key no longer in the contract is dropped. A document the contract
 * refuses (edited by hand in the database) answers the defaults rather than a 500 on every page.
 */
export function readFacts(stored: unknown, log?: Pick<FastifyBaseLogger, 'warn'>): Academy {
  if (stored === undefined || stored === null) return ACADEMY_DEFAULTS;
  const parsed = AcademyInputSchema.safeParse({ ...ACADEMY_DEFAULTS, ...(typeof stored === 'object' ? stored : {}) });
  if (parsed.success) return parsed.data;
  log?.warn({ issues: parsed.error.issues.slice(0, 5) }, 'stored academy facts are invalid; answering the defaults');
  return ACADEMY_DEFAULTS;
}

export function createAcademyService({ db, log, change }: Pick<ModuleDeps, 'db' | 'log' | 'change'>) {
  const repo = createAcademyRepository(db);
  return {
    get: async (): Promise<Academy> => readFacts(await repo.read(), log),
    /** Stores the checked facts whole and answers them as a later read will. */
    update: (by: Actor, facts: Academy): Promise<Academy> =>
      change(by, async (c) => {
        await createAcademyRepository(c.tx).save(facts);
        await c.audit({ action: 'settings.update', record: { type: 'academy', id: 1 }, summary: "The academy's facts saved" });
        return facts;
      }),
  };
}
