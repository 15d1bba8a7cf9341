import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { existingAppSecret, installAppSecret } from '../../src/lib/app-secret.ts';
import { REPO_ROOT } from '../../src/lib/paths.ts';
import { BACKUP_DAMAGED, createBackup, restoreBackup, SIGNING_NOT_CARRIED } from '../../src/ops/backup.ts';
import { createDiskStorage } from '../../src/storage/disk.ts';
import { bearer, createTestApp, enrollInSquad, freshPostgresUrl, login, PARENT_FORM, registrationIdOf, type TestApp } from '../helpers.ts';

/**
 * Backups that restore whole (decision 056): after a restore into a fresh place every family's
 * status link, trial calendar file and calendar feed answers as before; a backup that does not
 * carry the signing secret is refused where the secret differs, saying so; a damaged archive fails
 * with "The backup is damaged" and leaves nothing behind.
 */
const embedded = !process.env.TEST_DATABASE_URL;
const passphrase = 'restore-links passphrase 2026';
let source: TestApp;
/** What the families were given: their pages, calendar files and feeds. */
const links: string[] = [];
const work: string[] = [];

beforeAll(async () => {
  // Embedded: the secret generated into DATA_DIR, as an academy without JWT_SECRET has it.
  source = await createTestApp(embedded ? { jwtSecret: undefined } : {});
  const auth = bearer(await login(source.app));
  const squad = await source.app.inject({
    method: 'POST',
    url: '/api/squads',
    headers: auth,
    payload: { name: 'Restore U12', season: '2026/27', min_age: 10, max_age: 14, capacity: 10 },
  });
  expect(squad.statusCode, squad.body).toBe(201);
  const enrolled = await enrollInSquad(source.app, auth, (squad.json() as { data: { id: number } }).data.id, {
    parent_email: 'restore.family@example.com',
    player_name: 'Restore Child',
  });
  const status = await source.app.inject({ url: `/api/public/status/${enrolled.token}` });
  const calendar = (status.json() as { data: { calendar: { feed_url: string; squad_feed_url: string } } }).data.calendar;
  links.push(`/api/public/status/${enrolled.token}`, new URL(calendar.feed_url).pathname, new URL(calendar.squad_feed_url).pathname);

  const trial = await source.app.inject({
    method: 'POST',
    url: '/api/trials',
    headers: auth,
    payload: { starts_at: new Date(Date.now() + 9 * 86_400_000).toISOString(), location: 'Restore pitch', min_age: 10, max_age: 14, capacity: 8 },
  });
  expect(trial.statusCode, trial.body).toBe(201);
  const reg = await source.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: { ...PARENT_FORM, parent_email: 'restore.trial@example.com', player_name: 'Trial Child' },
  });
  expect(reg.statusCode, reg.body).toBe(201);
  const regId = await registrationIdOf(source.app, { parent_email: 'restore.trial@example.com', player_name: 'Trial Child' });
  const invited = await source.app.inject({
    method: 'POST',
    url: `/api/registrations/${regId}/invite`,
    headers: auth,
    payload: { trial_id: (trial.json() as { data: { id: number } }).data.id },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const url = await source.app.statusLinks.urlFor(source.app.db, regId);
  const token = url.slice(url.lastIndexOf('/') + 1);
  links.push(`/api/public/status/${token}`, `/api/public/status/${token}/trial.ics`);
  for (const link of links) expect((await source.app.inject({ url: link })).statusCode, link).toBe(200);
}, 120_000);

afterAll(async () => {
  await source?.close();
  for (const dir of work) await fsp.rm(dir, { recursive: true, force: true });
});

const secretOf = (config: Pick<Config, 'jwtSecret' | 'dataDir'>) => existingAppSecret(config);

async function backup(encrypted: boolean): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'restore-links-'));
  work.push(dir);
  const out = path.join(dir, encrypted ? 'academy.tar.gz.age' : 'academy.tar.gz');
  await createBackup({
    database: source.app.database,
    storage: source.app.storage,
    out,
    passphrase: encrypted ? passphrase : undefined,
    signingSecret: secretOf(source.config)?.secret,
  });
  return out;
}

/** A fresh place to restore into (a new DATA_DIR, and on PostgreSQL a new database), as an operator moving machines has. */
async function target(): Promise<{ config: Config; drop: () => Promise<void> }> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'restore-target-'));
  work.push(dataDir);
  const pg = await freshPostgresUrl();
  return { config: { ...source.config, dataDir, databaseUrl: pg.url, webDist: path.join(dataDir, 'no-web') }, drop: pg.drop };
}

async function restoreInto(config: Config, archive: string, encrypted: boolean) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await restoreBackup({
      database,
      storage: createDiskStorage(config.dataDir),
      archive,
      passphrase: encrypted ? passphrase : undefined,
      signing: { current: secretOf(config), install: (s) => installAppSecret(config.dataDir, s) },
    });
  } finally {
    await database.close();
  }
}

describe(`restore (${embedded ? 'PGlite' : 'PostgreSQL'})`, () => {
  it('an encrypted backup carries the signing secret: every family link, calendar file and feed answers after a restore into a fresh place', async () => {
    const archive = await backup(true);
    const t = await target();
    try {
      const m = await restoreInto(t.config, archive, true);
      expect(m.warnings).toEqual([]);
      const app: FastifyInstance = await buildApp(t.config);
      try {
        const answers = [];
        for (const link of links) answers.push(`${link} ${(await app.inject({ url: link })).statusCode}`);
        console.log(`after restore: ${answers.filter((a) => a.endsWith(' 200')).length}/${links.length} family links answer`);
        expect(answers).toEqual(links.map((l) => `${l} 200`));
      } finally {
        await app.close();
      }
    } finally {
      await t.drop();
    }
  }, 120_000);

  it('a plain backup restored where the secret differs is refused, saying why and what to do, before anything is restored', async () => {
    const archive = await backup(false);
    const t = await target();
    // PostgreSQL: JWT_SECRET set to another value on the new machine; embedded: a new DATA_DIR.
    const config = embedded ? t.config : { ...t.config, jwtSecret: 'another-secret-another-secret-another-0123' };
    try {
      await expect(restoreInto(config, archive, false)).rejects.toThrow(SIGNING_NOT_CARRIED);
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const tables = (await database.db.execute(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)) as unknown as {
          rows: { n: number }[];
        };
        expect(tables.rows).toEqual([{ n: 0 }]);
      } finally {
        await database.close();
      }
      // With the old secret in place, the same archive restores.
      if (embedded) installAppSecret(config.dataDir, secretOf(source.config)!.secret);
      const same = embedded ? config : t.config;
      expect((await restoreInto(same, archive, false)).warnings).toEqual([]);
    } finally {
      await t.drop();
    }
  }, 120_000);

  it.runIf(embedded)(
    'a damaged archive fails with "The backup is damaged" and leaves nothing behind',
    async () => {
      const archive = await backup(false);
      const damaged = `${archive}.damaged.tar.gz`;
      const bytes = fs.readFileSync(archive);
      fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const staging = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('academy-restore-')).length;
      const before = staging();
      for (let run = 0; run < 2; run++) {
        const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'restore-damaged-'));
        work.push(dataDir);
        const res = await new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/ops/cli.ts'), 'restore', damaged], {
            cwd: REPO_ROOT,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_PASSPHRASE: '', JWT_SECRET: '' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          child.stdout.on('data', (c: Buffer) => (out += c.toString()));
          child.stderr.on('data', (c: Buffer) => (out += c.toString()));
          child.on('exit', (code) => resolve({ code, out }));
        });
        expect(res.code, res.out).toBe(1);
        expect(res.out).toContain(`${BACKUP_DAMAGED}: ${damaged} cannot be read whole`);
        expect(res.out).not.toContain('ENOTEMPTY');
        expect(fs.readdirSync(dataDir).filter((n) => !n.startsWith('.'))).toEqual([]);
      }
      expect(staging()).toBe(before);
    },
    180_000,
  );
});
