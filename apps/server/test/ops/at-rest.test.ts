import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/lib/paths.ts';
import { bearer, image, multipart } from '../helpers.ts';
import { adminToken, exited, freePort, startServer, type ServerProcess } from '../reliability/server-process.ts';

/**
 * At rest (docs/decisions/023): DATA_DIR and everything the server writes into it (embedded
 * database files, uploads, the signing secret) are its owner's only, and so are backups, which
 * `--encrypt` writes as age files with a passphrase. The real server and the real commands run in
 * child processes, with the embedded database.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

/** Every directory and file under `dir` whose permissions are not 0700 / 0600, with its mode. */
function loosePermissions(dir: string): string[] {
  const loose: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    const mode = (st.mode & 0o777).toString(8);
    if (st.isDirectory()) {
      if (mode !== '700') loose.push(`${path.relative(dir, p) || '.'}/ ${mode}`);
      for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    } else if (st.isFile() && mode !== '600') {
      loose.push(`${path.relative(dir, p)} ${mode}`);
    }
  };
  walk(dir);
  return loose;
}

/** Runs `npm run backup|restore` as the package script does, without a terminal. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/ops/cli.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', BACKUP_PASSPHRASE: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('files at rest', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-at-rest-'));
  cleanups.push(() => fsp.rm(work, { recursive: true, force: true }));
  const dataDir = path.join(work, 'data');
  const passphrase = 'a long passphrase for the backups';

  it('the server makes DATA_DIR 0700 and every file in it 0600, also what an older version left readable', async () => {
    // What an older version left: a world-readable directory and file.
    await fsp.mkdir(path.join(dataDir, 'uploads', 'images'), { recursive: true, mode: 0o755 });
    await fsp.chmod(dataDir, 0o755);
    await fsp.writeFile(path.join(dataDir, 'uploads', 'images', 'old.webp'), 'old', { mode: 0o644 });
    expect(loosePermissions(dataDir).length).toBeGreaterThan(0);

    const port = await freePort();
    const server: ServerProcess = await startServer({ port, dataDir, env: { DATABASE_URL: '' } });
    cleanups.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });
    // An upload, so that the uploads folder has new files too.
    const token = await adminToken(server.base);
    const form = multipart({ name: 'At Rest Coach', role: 'defender', jersey_number: 4 }, [
      { field: 'image', filename: 'c.png', content: await image('png', 400, 300), type: 'image/png' },
    ]);
    const res = await fetch(`${server.base}/api/team`, { method: 'POST', headers: { ...bearer(token), ...form.headers }, body: new Uint8Array(form.payload) });
    expect(res.status).toBe(201);
    server.child.kill('SIGTERM');
    await exited(server.child);

    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'images')).length).toBeGreaterThan(1);
    expect(loosePermissions(dataDir)).toEqual([]);
  }, 120_000);

  it('npm run backup -- --encrypt writes a 0600 age file; restore refuses it without the right passphrase and restores it with it', async () => {
    const out = path.join(work, 'backups', 'academy.tar.gz.age');
    const made = await cli(['backup', '--out', out, '--encrypt'], { DATA_DIR: dataDir, BACKUP_PASSPHRASE: passphrase });
    expect(made.code, made.out).toBe(0);
    expect((fs.statSync(out).mode & 0o777).toString(8)).toBe('600');
    expect((fs.statSync(path.dirname(out)).mode & 0o777).toString(8)).toBe('700');
    const bytes = fs.readFileSync(out);
    expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    // Nothing of the archive is readable: no file names, no rows.
    for (const plain of ['manifest.json', 'At Rest Coach', 'registrations']) expect(bytes.includes(plain)).toBe(false);

    const plainOut = path.join(work, 'backups', 'plain.tar.gz');
    const plainMade = await cli(['backup', '--out', plainOut], { DATA_DIR: dataDir });
    expect(plainMade.code, plainMade.out).toBe(0);
    expect((fs.statSync(plainOut).mode & 0o777).toString(8)).toBe('600');

    const target = path.join(work, 'restored');
    const without = await cli(['restore', out], { DATA_DIR: target });
    expect(without.code).toBe(1);
    expect(without.out).toContain('A passphrase is needed: set BACKUP_PASSPHRASE');
    const wrong = await cli(['restore', out], { DATA_DIR: target, BACKUP_PASSPHRASE: 'not the passphrase at all' });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('could not be decrypted: wrong passphrase');

    const restored = await cli(['restore', out], { DATA_DIR: target, BACKUP_PASSPHRASE: passphrase });
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/Restored .*academy\.tar\.gz\.age .*rows, [1-9]\d* files/);
    expect(loosePermissions(target)).toEqual([]);
    // Five runs of the command, three of them through scrypt.
  }, 180_000);
});
