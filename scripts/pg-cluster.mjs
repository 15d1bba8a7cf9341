// A throwaway PostgreSQL 15 cluster for the test suite: private port, socket in a temp dir, trust auth.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const hasPostgres = () => fs.existsSync(path.join(PG_BIN, 'initdb')) && fs.existsSync(path.join(PG_BIN, 'pg_ctl'));

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

// initdb refuses to run as root, so the cluster belongs to the postgres user.
function pgRun(cmd, args) {
  const bin = path.join(PG_BIN, cmd);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** Starts a cluster and resolves its connection URL and a stop function. */
export async function startCluster({ port = Number(process.env.PG_TEST_PORT ?? 54329) } = {}) {
  if (!hasPostgres()) throw new Error(`PostgreSQL binaries not found in ${PG_BIN}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pg-'));
  fs.chmodSync(dir, 0o700);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  pgRun('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  pgRun('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url, stop, dir };
}

export async function stopCluster(cluster) {
  await cluster?.stop();
}
