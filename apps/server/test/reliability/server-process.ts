import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/lib/paths.ts';
import { ADMIN } from '../helpers.ts';

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

/** The real server, as `npm start` runs it, in a child process. */
export async function startServer(opts: { port: number; dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<ServerProcess> {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const base = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, base, output: () => out };
}

export const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

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
  uniform_size: 'Medium',
});
