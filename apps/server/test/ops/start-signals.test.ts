import { execFileSync, spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/lock.ts';
import { REPO_ROOT } from '../../src/lib/paths.ts';
import { eventually } from '../helpers.ts';

/**
 * Clean stops (README "Running it as a service"): SIGTERM or SIGINT to `npm start`'s own process,
 * as `docker stop` and supervisors send it, stops the server; nothing of it is left running and
 * the data folder's lock is free for the next start.
 */
const PORT = 6480 + Math.floor(Math.random() * 10);
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
});

/** The pids of a process group (npm start runs in one of its own here). */
function group(pgid: number): number[] {
  const out = execFileSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' }).trim();
  return out ? out.split('\n').map((s) => Number(s.trim())) : [];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie (exited, not yet reaped by init) answers too: ask ps for its state.
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).includes('Z');
  } catch {
    return false;
  }
};

describe('npm start', () => {
  for (const [i, signal] of (['SIGTERM', 'SIGINT'] as const).entries()) {
    it(`stops the server on ${signal} to npm's own process and frees the data folder`, async () => {
      const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'start-signal-'));
      dirs.push(dataDir);
      const port = PORT + i * 10;
      const npm = spawn('npm', ['start'], {
        cwd: REPO_ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED: 'false',
          SKIP_WEB_BUILD: '1',
          LOG_LEVEL: 'warn',
          ADMIN_EMAIL: 'stop@example.com',
          ADMIN_PASSWORD: 'Signal-test-password-2026',
          DATABASE_URL: '',
          TEST_DATABASE_URL: '',
        },
      });
      let output = '';
      npm.stdout.on('data', (d) => (output += d));
      npm.stderr.on('data', (d) => (output += d));
      const pgid = npm.pid ?? 0;
      await eventually(
        async () => {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
          return res?.ok === true;
        },
        { timeout: 150_000, interval: 300, what: `npm start on port ${port} (${output.slice(-300)})` },
      );
      const running = group(pgid);
      expect(running.length).toBeGreaterThanOrEqual(2);
      const stoppedAt = Date.now();
      process.kill(pgid, signal);
      await eventually(() => running.every((pid) => !alive(pid)), { timeout: 15_000, interval: 100, what: 'every process of npm start to end' });
      console.log(`${signal} to npm (pid ${pgid}): ${running.length} processes [${running.join(', ')}] gone after ${Date.now() - stoppedAt} ms`);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      expect(res).toBeUndefined();
      const release = await lockDataDir(dataDir);
      release();
    }, 200_000);
  }
});
