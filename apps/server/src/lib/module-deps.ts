import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { JobKind, JobPayload } from '../background/job-kinds.ts';
import { cancelJob, scheduleJob } from '../background/jobs.ts';
import { enqueueMail, type MailRequest } from '../background/outbox.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuditEvent, AuditService } from '../modules/audit/service.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Who makes a change: a request (its signed-in user and address), or null for the system (a job).
 * Only the user and the address are read, so the demo seed can act as its administrator.
 */
export type Actor = Pick<FastifyRequest, 'user' | 'ip'> | null;

/**
 * One change in progress (docs/decisions/026): its transaction, and the side effects that must
 * commit with it or not at all. Repositories are built from `tx` (`createXRepository(c.tx)`); on
 * PGlite a query on the outer `db` while the transaction is open waits for it forever.
 */
export type Change = {
  tx: Db;
  /** Appends an entry to the audit trail, as the change's actor (decision 019). */
  audit(event: AuditEvent): Promise<void>;
  /** Queues a mail in the outbox (decision 011); the runner is woken after the commit. */
  mail(mail: MailRequest): Promise<number>;
  /** Schedules (or moves) a durable job of a kind of background/job-kinds.ts (decisions 011, 027); the runner is woken after the commit. */
  schedule<K extends JobKind>(kind: K, payload: JobPayload<K>, runAt: Date): Promise<void>;
  /** Drops a job that has not run yet. */
  cancel<K extends JobKind>(kind: K, payload: JobPayload<K>): Promise<void>;
  /**
   * Says the change alters what a public read shows (a squad's roster, which the team page lists):
   * the public cache is emptied after the commit, and only then (decisions 013 and 031).
   */
  publicChanged(): void;
};

/** Runs `fn` as one change: one transaction with its audit entries, mails and jobs. */
export type RunChange = <T>(actor: Actor, fn: (c: Change) => Promise<T>) => Promise<T>;

/**
 * Everything a module's service may be built from, the same for every module:
 * `createXService(deps: Pick<ModuleDeps, …>)`. A service builds its repositories from `db` (reads)
 * or from a change's `tx` (writes), and writes through `change`.
 */
export type ModuleDeps = {
  db: Db;
  config: Config;
  storage: Storage;
  log: FastifyBaseLogger;
  change: RunChange;
  /** Wakes the background runner, for work queued outside a change (a job handler's own follow-up). */
  wake: () => void;
};

export function createRunChange({
  db,
  audit,
  wake,
  invalidatePublic = () => {},
}: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  wake: () => void;
  invalidatePublic?: () => void;
}): RunChange {
  return async (actor, fn) => {
    let queued = false;
    let publicChanged = false;
    const result = await db.transaction((tx) =>
      fn({
        tx,
        audit: (event) => audit.record(actor, event, tx),
        mail: (mail) => {
          queued = true;
          return enqueueMail(tx, mail);
        },
        schedule: (kind, payload, runAt) => {
          queued = true;
          return scheduleJob(tx, kind, payload, runAt);
        },
        cancel: (kind, payload) => cancelJob(tx, kind, payload),
        publicChanged: () => {
          publicChanged = true;
        },
      }),
    );
    if (publicChanged) invalidatePublic();
    if (queued) wake();
    return result;
  };
}

/** The deps of every module, from the app's decorations (call it while registering routes). */
export function moduleDeps(app: FastifyInstance): ModuleDeps {
  const wake = () => app.background.wake();
  return {
    db: app.db,
    config: app.config,
    storage: app.storage,
    log: app.log,
    // The public cache is registered after the modules' deps are made, and after the start-up tasks
    // (the seed) run: read when a change commits, and nothing to empty before it exists.
    change: createRunChange({
      db: app.db,
      audit: app.audit,
      wake,
      invalidatePublic: () => {
        if (app.hasDecorator('publicCache')) app.publicCache.invalidate();
      },
    }),
    wake,
  };
}
