import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { dropSentBodies } from '../mail/retention.ts';
import type { Storage } from '../storage/storage.ts';
import { loggableError } from '../plugins/error-handler.ts';

/** Temporary upload folders are named `academy-upload-<pid>-<random>` (lib/multipart.ts). */
export const UPLOAD_TEMP_PREFIX = 'academy-upload-';
/** A folder of a live process older than this is left over from a request that never finished. */
const TEMP_MAX_AGE_MS = 24 * 3_600_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Temporary upload folders of processes that are gone (killed mid-upload), and any older than a day.
 * Never this process's own folders of requests under way.
 */
export async function sweepTempUploads(dir = os.tmpdir(), now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(UPLOAD_TEMP_PREFIX)) continue;
    const full = path.join(dir, name);
    const pid = Number(/^academy-upload-(\d+)-/.exec(name)?.[1] ?? NaN);
    const stat = await fsp.stat(full).catch(() => undefined);
    if (!stat) continue;
    const old = now - stat.mtimeMs > TEMP_MAX_AGE_MS;
    const orphaned = Number.isInteger(pid) ? pid !== process.pid && !alive(pid) : now - stat.mtimeMs > 3_600_000;
    if (!old && !orphaned) continue;
    await fsp.rm(full, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** `images/<name>-640w.webp` and `images/<name>.webp` belong to the same row: `images/<name>`. */
const baseOf = (key: string) => key.replace(/\.[a-z0-9]+$/, '').replace(/-\d+w$/, '');

/**
 * Every stored file a row may refer to, read from every column of every table: a row's
 * `/uploads/...` URL, or one inside a post's HTML. Generous on purpose: a file named anywhere is kept.
 */
async function referencedFiles(db: Db): Promise<Set<string>> {
  const tables = (
    (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { name: string }[] }
  ).rows;
  const refs = new Set<string>();
  for (const { name } of tables) {
    const result = (await db.execute(
      sql`select distinct m[1] as key from (select regexp_matches(t::text, '/uploads/((?:images|videos|thumbnails)/[a-z0-9][a-z0-9-]*)', 'g') as m from ${sql.identifier(name)} t) x`,
    )) as unknown as { rows: { key: string }[] };
    for (const r of result.rows) refs.add(baseOf(r.key));
  }
  return refs;
}

/**
 * Files no row refers to (a process killed between storing an upload's files and committing its
 * row, a delete whose file removal failed), once older than `graceMs`: an upload under way has its
 * files before its row, so a younger file is never taken. The references are read after the files
 * are listed, so a row committed meanwhile keeps its file.
 */
export async function sweepOrphanFiles(db: Db, storage: Storage, graceMs: number, now = Date.now()): Promise<number> {
  if (!storage.list) return 0;
  const candidates: string[] = [];
  for await (const file of storage.list()) if (now - file.modifiedMs >= graceMs) candidates.push(file.key);
  if (!candidates.length) return 0;
  const refs = await referencedFiles(db);
  let removed = 0;
  for (const key of candidates) {
    if (refs.has(baseOf(key))) continue;
    await storage.delete(key);
    removed++;
  }
  return removed;
}

export type SweepResult = { tempFolders: number; orphanFiles: number; mailBodies: number };

/**
 * The housekeeping that keeps disk and database bounded (decision 021): at start, then every
 * SWEEP_INTERVAL_MS (an hour).
 * Several instances may sweep at once: each step is idempotent.
 */
export function createSweeps(deps: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  graceMs: number;
  mailBodyRetentionDays: number;
  everyMs: number;
  /**
   * No other process can be writing these files (the embedded database: one process per data
   * folder, db/lock.ts): the first sweep takes every unreferenced file written before this process
   * began, so a killed upload leaves nothing after the next start (decision 056). With PostgreSQL
   * another instance may be uploading: the grace holds, at most REQUEST_TIMEOUT_MS at start.
   */
  soleWriter?: boolean;
  startGraceMs?: number;
}) {
  const bootedAt = Date.now();
  let first = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SweepResult> | undefined;
  const step = async <T>(name: string, fn: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      deps.log.warn({ err: loggableError(err), sweep: name }, 'sweep failed');
      return fallback;
    }
  };
  const run = (): Promise<SweepResult> => {
    running ??= (async () => {
      const atStart = first;
      first = false;
      // Files younger than the process (written by its own uploads since) are never candidates.
      const orphans = () =>
        atStart && deps.soleWriter
          ? sweepOrphanFiles(deps.db, deps.storage, 1, bootedAt)
          : sweepOrphanFiles(deps.db, deps.storage, atStart ? Math.min(deps.graceMs, deps.startGraceMs ?? deps.graceMs) : deps.graceMs);
      const result = {
        tempFolders: await step('temp uploads', () => sweepTempUploads(), 0),
        orphanFiles: await step('orphan files', orphans, 0),
        mailBodies: await step('mail bodies', () => dropSentBodies(deps.db, deps.mailBodyRetentionDays), 0),
      };
      deps.log.info(result, 'sweep done');
      return result;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    run,
    start() {
      void run();
      timer = setInterval(() => void run(), deps.everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
