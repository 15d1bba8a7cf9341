import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockDirs } from '../../src/db/lock.ts';
import { REPO_ROOT } from '../../src/lib/paths.ts';
import { eventually } from '../helpers.ts';

/** The data-directory lock (src/db/lock.ts) against real processes: live, killed, never reaped, racing. */
const HOLDER = path.join(REPO_ROOT, 'apps/server/test/db/lock-holder.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
});

async function tempDir() {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-lock-test-'));
  dirs.push(dir);
  return dir;
}

const message = (dir: string, pid: number) =>
  `The data directory ${dir} is in use by another server process (pid ${pid}). Stop that process first, or point DATA_DIR at another directory.`;

/** Spawns a command and hands out its stdout lines one by one. */
function spawnLines(cmd: string, args: string[]) {
  const child = spawn(cmd, args, { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else queue.push(line);
  });
  const next = (ms = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const line = queue.shift();
      if (line !== undefined) return resolve(line);
      const timer = setTimeout(() => reject(new Error(`no line from ${args.join(' ')} within ${ms} ms`)), ms);
      waiting.push((l) => {
        clearTimeout(timer);
        resolve(l);
      });
    });
  return { child, next };
}

const holderArgs = (...rest: string[]) => ['--import', 'tsx', HOLDER, ...rest];

async function holdIn(dir: string) {
  const h = spawnLines(process.execPath, holderArgs(dir));
  const line = await h.next();
  expect(line).toMatch(/^locked \d+$/);
  return { ...h, pid: Number(line.split(' ')[1]) };
}

/** The process state letter from /proc (Z: a zombie, dead but not reaped). */
const procState = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];

describe('data directory lock', () => {
  it('refuses a second lock while another process holds it, naming that process', async () => {
    const dir = await tempDir();
    const holder = await holdIn(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new DataDirLockedError(message(dir, holder.pid)));
    // The same directory reached through another path is the same lock.
    const alias = path.join(await tempDir(), 'alias');
    await fsp.symlink(dir, alias);
    await expect(lockDataDir(alias)).rejects.toBeInstanceOf(DataDirLockedError);
    // A second process is refused the same way.
    const second = spawnLines(process.execPath, holderArgs(dir));
    expect(await second.next()).toBe(`refused ${message(dir, holder.pid)}`);
  });

  it('is taken over within 100 ms of a SIGKILL, while the killed holder is an unreaped zombie', async () => {
    const dir = await tempDir();
    // `exec sleep` leaves the holder a child of a process that never reaps it.
    const tree = spawnLines('sh', ['-c', `"${process.execPath}" --import tsx "${HOLDER}" "${dir}" & exec sleep 600`]);
    const line = await tree.next();
    expect(line).toMatch(/^locked \d+$/);
    const pid = Number(line.split(' ')[1]);
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    // The kernel may still be tearing the process down for a moment; a failure shows the last refusal.
    const release = await eventually(() => lockDataDir(dir), { timeout: 100, interval: 2 });
    const tookMs = performance.now() - killedAt;
    console.log(`lock taken over ${tookMs.toFixed(1)} ms after the SIGKILL`);
    // The pid is still there (kill(pid, 0) succeeds: a pid check would call it alive), as a zombie
    // once the kernel has finished tearing it down (it may still read 'R' for a moment after the lock is taken over).
    await eventually(() => procState(pid) === 'Z', { timeout: 2000, interval: 5 });
    expect(() => process.kill(pid, 0)).not.toThrow();
    release();
  });

  it('is not blocked by stale pid files naming live processes', async () => {
    const dir = await tempDir();
    // What a killed holder leaves: its socket, refusing connections, and its pid file.
    (await lockDataDir(dir))();
    const [socket] = fs.readdirSync(path.join(dir, '.lock.d')).filter((n) => n.endsWith('.sock'));
    expect(socket).toMatch(/^\d+\.sock$/);
    // That pid now belongs to another live process (reused, as is routine in containers) …
    const sleeper = spawn('sleep', ['600']);
    children.push(sleeper);
    fs.writeFileSync(path.join(dir, '.lock.d', socket!.replace('.sock', '.pid')), `${sleeper.pid}\n`);
    // … and the pid file of earlier versions names our own parent.
    fs.writeFileSync(path.join(dir, '.lock'), String(process.ppid));
    const release = await lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    release();
  });

  it('lets exactly one of several processes racing for the same directory win', async () => {
    const racers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const r = spawnLines(process.execPath, holderArgs());
        expect(await r.next()).toBe('ready');
        return r;
      }),
    );
    const rounds = 30;
    const winners: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const dir = await tempDir();
      // Every other round the racers also take over a stale lock, not only a free directory.
      if (round % 2 === 1) (await lockDataDir(dir))();
      for (const r of racers) r.child.stdin!.write(`lock ${dir}\n`);
      const answers = await Promise.all(racers.map((r) => r.next()));
      for (const a of answers) expect(a).toMatch(/^(won|refused) /);
      winners.push(answers.filter((a) => a.startsWith('won ')).length);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    }
    expect(winners).toEqual(Array.from({ length: rounds }, () => 1));
  });

  it('never has two holders while several processes take and release it in a loop', async () => {
    const dir = await tempDir();
    const churners = Array.from({ length: 4 }, () => spawnLines(process.execPath, holderArgs('--churn', dir, '3000')));
    const counts = (await Promise.all(churners.map((c) => c.next()))).map((line) => JSON.parse(line) as { wins: number; refused: number; overlaps: number });
    expect(counts.map((c) => c.overlaps)).toEqual([0, 0, 0, 0]);
    expect(counts.reduce((n, c) => n + c.wins, 0)).toBeGreaterThan(50);
    expect(counts.reduce((n, c) => n + c.refused, 0)).toBeGreaterThan(50);
  });

  it('falls back to a socket in the temporary directory when the data directory path is too long', async () => {
    const dir = path.join(await tempDir(), 'a-rather-long-directory-name-'.repeat(4), 'data');
    fs.mkdirSync(dir, { recursive: true });
    const lockDir = lockDirs(dir)[0]!;
    expect(path.dirname(lockDir)).toBe(os.tmpdir());
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new DataDirLockedError(message(dir, process.pid)));
    release();
    (await lockDataDir(dir))();
    await fsp.rm(lockDir, { recursive: true, force: true });
  });

  it('is released by its release function, and does not keep the process alive', async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    release();
    release(); // idempotent
    (await lockDataDir(dir))();
    const once = spawnLines(process.execPath, holderArgs('--return', dir));
    expect(await once.next()).toMatch(/^locked \d+$/);
    const code = await new Promise<number | null>((resolve) =>
      once.child.exitCode !== null ? resolve(once.child.exitCode) : once.child.once('exit', resolve),
    );
    expect(code).toBe(0);
  });
});
