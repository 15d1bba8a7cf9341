import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../reliability/server-process.ts';

/**
 * A throwaway PostgreSQL cluster of the test's own, to stop, restart and kill connections of at will
 * (the shared TEST_DATABASE_URL cluster must not be disturbed). The fault tests run wherever the
 * PostgreSQL server tests run: TEST_DATABASE_URL set and the binaries present.
 */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const pgFaultsEnabled = !!process.env.TEST_DATABASE_URL && fs.existsSync(path.join(PG_BIN, 'pg_ctl'));
const isRoot = process.getuid?.() === 0;

function pgRun(cmd: string, args: string[]) {
  const bin = path.join(PG_BIN, cmd);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

export type Cluster = {
  url: string;
  start(): void;
  stop(): void;
  /** `pg_ctl restart -m fast`: every session is terminated, the server comes back on the same port. */
  restartFast(): void;
  /** pg_terminate_backend on every session of the app's database (idle, active or in a transaction); resolves how many. */
  terminateBackends(): Promise<number>;
  destroy(): void;
};

export async function throwawayCluster(opts: { start?: boolean } = {}): Promise<Cluster> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-faults-pg-'));
  fs.chmodSync(dir, 0o700);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  pgRun('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync']);
  const pgOpts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const cluster: Cluster = {
    url,
    start() {
      pgRun('pg_ctl', ['-D', data, '-o', pgOpts, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
      running = true;
    },
    stop() {
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    restartFast() {
      pgRun('pg_ctl', ['-D', data, '-o', pgOpts, '-l', path.join(dir, 'log'), '-m', 'fast', '-w', '-t', '60', 'restart']);
      running = true;
    },
    async terminateBackends() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        const r = await c.query(
          `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend') t`,
        );
        return (r.rows[0] as { n: number }).n;
      } finally {
        await c.end();
      }
    },
    destroy() {
      if (running) cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  if (opts.start !== false) cluster.start();
  return cluster;
}
