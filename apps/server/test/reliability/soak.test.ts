import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from '../helpers.ts';
import { startMailServer } from '../mail-server.ts';
import { report } from './report.ts';
import { adminToken, exited, freePort, registration, startServer } from './server-process.ts';

/**
 * The soak (decision 021): SOAK_SECONDS (600 with `npm run reliability -- --soak`; not in CI's
 * default path) of mixed traffic against the real server process with a real SMTP server: public
 * reads, registrations (two mails each), admin reads. 0 errors; memory flat after the warm-up
 * (the last third's RSS within 25 % + 32 MB of the second third's); the database bounded (sent
 * mails' bodies dropped by the sweep, MAIL_BODY_RETENTION_DAYS=0 and a sweep every 10 s here).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 0);
const enabled = process.env.RELIABILITY === '1' && SECONDS > 0;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const duMb = (dir: string) => Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;

describe.skipIf(!enabled)(`soak (${SECONDS} s)`, () => {
  it(
    'holds mixed traffic with 0 errors, flat memory and a bounded database',
    async () => {
      const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-soak-'));
      const db = await freshPostgresUrl();
      cleanups.push(async () => {
        await db.drop();
        await fsp.rm(dataDir, { recursive: true, force: true });
      });
      const smtp = await startMailServer();
      cleanups.push(() => smtp.close());
      const server = await startServer({
        port: await freePort(),
        dataDir,
        databaseUrl: db.url,
        env: { SMTP_URL: smtp.url, BACKGROUND_POLL_MS: '500', MAIL_BODY_RETENTION_DAYS: '0', SWEEP_INTERVAL_MS: '10000', SEED: 'true' },
      });
      cleanups.push(async () => {
        server.child.kill('SIGTERM');
        await exited(server.child);
      });
      const token = await adminToken(server.base);
      const dbSizeMb = async () => {
        if (!db.url) return duMb(path.join(dataDir, 'pglite'));
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        try {
          return Number((await c.query('select pg_database_size(current_database()) as n')).rows[0].n) / 1024 / 1024;
        } finally {
          await c.end();
        }
      };

      const errors: string[] = [];
      let requests = 0;
      let registrations = 0;
      const end = Date.now() + SECONDS * 1000;
      const call = async (url: string, init: RequestInit = {}) => {
        requests++;
        try {
          const res = await fetch(`${server.base}${url}`, init);
          await res.arrayBuffer();
          if (!res.ok) errors.push(`${url} ${res.status}`);
          return res.ok;
        } catch (err) {
          errors.push(`${url} ${(err as Error).message}`);
          return false;
        }
      };
      const worker = async (w: number) => {
        for (let i = 0; Date.now() < end; i++) {
          await call('/api/posts');
          await call('/api/team?limit=100');
          await call('/api/gallery');
          if (
            i % 4 === 0 &&
            (await call('/api/registrations', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(registration(`soak-${w}-${i}`)),
            }))
          )
            registrations++;
          if (i % 8 === 0) await call('/api/emails?limit=20', { headers: { authorization: `Bearer ${token}` } });
        }
      };
      const samples: { t: number; rss: number; db: number }[] = [];
      const sampler = (async () => {
        while (Date.now() < end) {
          samples.push({ t: Date.now(), rss: rssMb(server.child.pid!), db: await dbSizeMb() });
          await new Promise((r) => setTimeout(r, Math.min(10_000, (SECONDS * 1000) / 12)));
        }
      })();
      await Promise.all([...Array.from({ length: 8 }, (_, w) => worker(w)), sampler]);
      samples.push({ t: Date.now(), rss: rssMb(server.child.pid!), db: await dbSizeMb() });

      const third = Math.max(1, Math.floor(samples.length / 3));
      const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const middle = avg(samples.slice(third, 2 * third).map((s) => s.rss));
      const last = avg(samples.slice(-third).map((s) => s.rss));
      const dbStart = samples[0]!.db;
      const dbEnd = samples.at(-1)!.db;
      const figures = {
        seconds: SECONDS,
        requests,
        errors: errors.length,
        registrations,
        mails_delivered: smtp.messages.length,
        rss_middle_mb: Math.round(middle),
        rss_last_mb: Math.round(last),
        db_start_mb: Math.round(dbStart),
        db_end_mb: Math.round(dbEnd),
        db_kb_per_registration: Math.round(((dbEnd - dbStart) * 1024) / Math.max(1, registrations)),
      };
      console.log('[soak]', JSON.stringify(figures));
      report('soak', figures);
      expect(errors.slice(0, 5)).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(last).toBeLessThan(middle * 1.25 + 32);
      // A registration (its row, its two mails' metadata, its audit and status rows) costs kilobytes, not the mails' full HTML.
      expect(figures.db_kb_per_registration).toBeLessThan(40);
    },
    (SECONDS + 180) * 1000,
  );
});
