import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/lib/paths.ts';
import { ADMIN, eventually } from '../helpers.ts';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export type ServerProcess = { child: ChildProcess; base: string; output: () => string };

type ServerOptions = { port: number; dataDir: string; databaseUrl?: string; env?: Record<string, string> };

const serverEnv = (opts: ServerOptions): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(opts.port),
  HOST: '127.0.0.1',
  DATA_DIR: opts.dataDir,
  DATABASE_URL: opts.databaseUrl ?? '',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'reliability-secret-reliability-secret-0123',
  SEED: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_FORMS: '1000000',
  ...opts.env,
});

function captured(child: ChildProcess) {
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return () => out;
}

/**
 * Waits for the first 200 from /api/health (asked every `every` ms); resolves with its time
 * (performance.now()). Fails at once if the process exits meanwhile.
 */
export async function waitHealthy(server: ServerProcess, ms = 90_000, every = 250): Promise<number> {
  const healthy = eventually(
    async () => {
      const ok = await fetch(`${server.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) throw new Error(`server did not become healthy:\n${server.output()}`);
      return performance.now();
    },
    { timeout: ms, interval: every },
  );
  const died = exited(server.child).then(() => {
    throw new Error(`server exited with ${server.child.exitCode ?? server.child.signalCode}:\n${server.output()}`);
  });
  return Promise.race([healthy, died]);
}

/** The real server, as `npm start` runs it, in a child process. */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: serverEnv(opts),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, base: `http://127.0.0.1:${opts.port}`, output: captured(child) };
  try {
    await waitHealthy(server);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return server;
}

const mtime = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * `npm start` itself (npm → sh → scripts/start.mjs → the bundled server), in a process group of
 * its own so that the whole tree can be killed at once with `killGroup`. The web app is not built
 * (SKIP_WEB_BUILD): the API is what is under test. Not awaited: use waitHealthy.
 */
export function spawnNpmStart(opts: ServerOptions): ServerProcess {
  // start.mjs reinstalls when package-lock.json is newer than node_modules: never in the middle of a test.
  if (mtime(path.join(REPO_ROOT, 'package-lock.json')) > mtime(path.join(REPO_ROOT, 'node_modules/.package-lock.json'))) {
    throw new Error('node_modules is older than package-lock.json: run `npm ci` first (npm start would reinstall during the test).');
  }
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    env: serverEnv({ ...opts, env: { SKIP_WEB_BUILD: '1', ...opts.env } }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, base: `http://127.0.0.1:${opts.port}`, output: captured(child) };
}

/** SIGKILL (or another signal) to every process of the group `spawnNpmStart` made. */
export function killGroup(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL') {
  try {
    process.kill(-server.child.pid!, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

/** The processes of a group, from ps: pid, state (Z = zombie) and command line. */
export function groupMembers(pgid: number): { pid: number; stat: string; args: string }[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => !!m && Number(m[2]) === pgid)
    .map((m) => ({ pid: Number(m[1]), stat: m[3]!, args: m[4]! }));
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Every registration, read through the admin API page by page. */
export async function allRegistrations(base: string, token: string): Promise<{ id: number; player_name: string }[]> {
  const out: { id: number; player_name: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/registrations?limit=100&page=${page}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { id: number; player_name: string }[]; total: number };
    out.push(...body.data);
    if (body.data.length === 0 || out.length >= body.total) return out;
  }
}

export const registration = (tag: string) => ({
  parent_name: 'Load Parent',
  parent_email: `${tag}@example.com`,
  contact_phone: '+256 700 000 000',
  residence: 'Kampala',
  player_name: tag,
  player_age: 12,
  years_playing: '2',
  current_school: 'Reliability Primary',
  data_consent: true,
  photo_consent: 'yes',
  uniform_size: 'Medium',
});
