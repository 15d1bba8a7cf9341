#!/usr/bin/env node
// An upgrade fixture from a landed release (decision 056):
//
//   node scripts/make-upgrade-fixture.mjs <commit> <name> [pglite,postgres]
//
// builds the release in a temporary worktree (/tmp/rel-<commit>: git worktree add, npm ci, server
// build), starts it on each engine (PostgreSQL: a throwaway cluster on PG_TEST_PORT), writes real
// data through its API (an administrator, posts and team members with pictures, an album with
// photos, public registrations, a contact message, newsletter subscribers), stops it, and keeps
// under apps/server/test/fixtures/upgrade/<name>/:
//   <engine>.tar.br  the data folder (PGlite: pglite/ itself; PostgreSQL: a pg_dump as pg.sql),
//                    with uploads/ and the signing secret, tar + brotli
//   <engine>.json    what it holds: every table's rows, every file's sha256, every link its mails
//                    carry, and how to sign in
// test/upgrade/upgrade.test.ts starts main on each and compares. Old code is never committed.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { startCluster, PG_BIN } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [commit, name, enginesArg = 'pglite,postgres'] = process.argv.slice(2);
if (!commit || !name) {
  console.error('usage: node scripts/make-upgrade-fixture.mjs <commit> <name> [pglite,postgres]');
  process.exit(2);
}
const PORT = Number(process.env.PORT ?? 6410);
const PUBLIC_URL = 'http://fixture.test';
const ADMIN = { email: 'fixture.admin@example.com', password: 'Fixture-admin-pass-2026' };
const JWT_SECRET = 'fixture-jwt-secret-0123456789abcdef0123456789';
const out = path.join(root, 'apps/server/test/fixtures/upgrade', name);
const tree = `/tmp/rel-${commit}`;
const sh = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: 'inherit', ...opts });

if (!fs.existsSync(tree)) sh('git', ['worktree', 'add', '--detach', tree, commit], { cwd: root });
if (!fs.existsSync(path.join(tree, 'node_modules'))) sh('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree });
if (!fs.existsSync(path.join(tree, 'apps/server/dist/server.js'))) sh('npm', ['run', 'build', '-w', '@academy/server'], { cwd: tree });
const fullCommit = execFileSync('git', ['rev-parse', commit], { cwd: root, encoding: 'utf8' }).trim();
// The release's own drivers read its data back, so the records are what that release stored.
const requireOld = (await import('node:module')).createRequire(path.join(tree, 'apps/server/package.json'));

async function waitHealthy(base, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the release exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the release did not become healthy');
}

/** A small real JPEG (sharp from main's tree, as an operator's camera would give one). */
async function jpeg(hue) {
  const { default: sharp } = await import(requireOld.resolve('sharp'));
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .jpeg()
    .toBuffer();
}

async function writeData(base) {
  const call = async (method, url, { token, json, form } = {}) => {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let body;
    if (json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      body = new FormData();
      for (const [k, v] of Object.entries(form)) {
        for (const one of Array.isArray(v) ? v : [v]) {
          if (Buffer.isBuffer(one)) body.append(k, new Blob([one], { type: 'image/jpeg' }), `${k}.jpg`);
          else body.append(k, String(one));
        }
      }
    }
    const res = await fetch(`${base}${url}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const done = [];
  const must = async (what, p) => {
    const r = await p;
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    done.push(what);
    return r.body.data;
  };
  const login = await must('sign in', call('POST', '/api/auth/login', { json: ADMIN }));
  const token = login.token;
  for (const [i, title] of ['Spring trials open', 'Under-12s win the cup'].entries()) {
    await must(
      `post ${title}`,
      call('POST', '/api/posts', {
        token,
        form: { title, content: `<p>${title}: a story of the season.</p>`, published: 'true', status: 'published', cover_image: await jpeg(40 + i * 60) },
      }),
    );
  }
  for (const [i, [nm, role, jersey]] of [
    ['Amos Okello', 'forward', 9],
    ['Coach Sarah Namutebi', 'head_coach', ''],
  ].entries()) {
    await must(
      `team ${nm}`,
      call('POST', '/api/team', {
        token,
        form: {
          name: nm,
          role,
          jersey_number: jersey,
          is_minor: role === 'head_coach' ? 'false' : 'true',
          photo_consent: 'true',
          image: await jpeg(90 + i * 50),
        },
      }),
    );
  }
  const album = await must(
    'album',
    call('POST', '/api/albums', {
      token,
      form: { name: 'Cup final', caption: 'The final at Lugogo', created_by: String(login.user.id), coverImage: await jpeg(200) },
    }),
  );
  await must(
    'album photos',
    call('POST', `/api/albums/${album.id}/photos`, { token, form: { photos: [await jpeg(10), await jpeg(30), await jpeg(50)], caption: 'Match day' } }),
  );
  const registrations = [];
  for (const [i, player] of ['Brian Kato', 'Grace Achieng'].entries()) {
    const reg = await must(
      `registration ${player}`,
      call('POST', '/api/registrations', {
        json: {
          parent_name: `Parent of ${player}`,
          parent_email: `parent${i + 1}@example.com`,
          contact_phone: `+256 700 000 10${i}`,
          residence: 'Kampala',
          contact_permission: 'yes',
          player_name: player,
          player_age: 11 + i,
          years_playing: '2',
          current_school: 'Kampala Primary',
          uniform_size: 'Medium',
          health_conditions: '',
          data_consent: true,
          photo_consent: 'yes',
          photo_consent_team: 'yes',
          photo_consent_gallery: 'yes',
          photo_consent_social: 'no',
        },
      }),
    );
    registrations.push(reg?.id ?? i + 1);
  }
  // What a release has of squads and trials (2026-11-25 on): tried, kept when the release has it.
  const maybe = async (what, p) => {
    const r = await p;
    if (r.status < 300) done.push(what);
    return r.status < 300 ? r.body.data : undefined;
  };
  const squad = await maybe(
    'squad',
    call('POST', '/api/squads', { token, json: { name: 'Under 12', season: '2026/27', min_age: 10, max_age: 14, capacity: 20, coach_ids: [login.user.id] } }),
  );
  const trial = await maybe(
    'trial',
    call('POST', '/api/trials', {
      token,
      json: { starts_at: '2027-03-06T09:00:00+03:00', location: 'Lugogo pitch 2', min_age: 10, max_age: 14, capacity: 12, notes: 'Bring boots' },
    }),
  );
  if (trial) await maybe('trial invitation', call('POST', `/api/registrations/${registrations[0]}/invite`, { token, json: { trial_id: trial.id } }));
  if (squad)
    await maybe(
      'squad offer',
      call('POST', `/api/registrations/${registrations[1]}/offer`, { token, json: { squad_id: squad.id, respond_by: '2027-04-01T12:00:00+03:00' } }),
    );
  await must(
    'contact',
    call('POST', '/api/contact', {
      json: {
        name: 'A Neighbour',
        fullname: 'A Neighbour',
        email: 'neighbour@example.com',
        subject: 'Training times',
        message: 'When do the under-12s train on Saturdays?',
      },
    }),
  );
  for (const email of ['fan1@example.com', 'fan2@example.com']) {
    const r = await call('POST', '/api/newsletter', { json: { email } });
    if (r.status < 300) done.push(`newsletter ${email}`);
  }
  return done;
}

async function readBack(engine, dataDir, databaseUrl) {
  let query, close;
  if (engine === 'pglite') {
    const { PGlite } = await import(requireOld.resolve('@electric-sql/pglite'));
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    query = async (q) => (await db.query(q)).rows;
    close = () => db.close();
  } else {
    const { default: pg } = await import(requireOld.resolve('pg'));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    query = async (q) => (await client.query(q)).rows;
    close = () => client.end();
  }
  const tables = {};
  for (const { table_name: t } of await query(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) {
    tables[t] = await query(`select to_jsonb(x) as row from "${t}" x order by 1`).then((rows) => rows.map((r) => r.row));
  }
  const migrations = await query('select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id');
  await close();
  const links = new Set();
  for (const mail of tables.emails ?? []) {
    for (const text of [mail.text, mail.html, mail.body].filter(Boolean))
      for (const m of String(text).matchAll(/http:\/\/fixture\.test(\/[^\s"'<>)]+)/g)) links.add(m[1]);
  }
  const files = {};
  const walk = (dir, rel) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, `${rel}${e.name}/`);
      else if (!e.name.startsWith('.')) files[`${rel}${e.name}`] = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(path.join(dataDir, 'uploads'), '');
  return { tables, migrations, links: [...links].sort(), files };
}

function archive(dataDir, file) {
  const tar = execFileSync('tar', ['cf', '-', '--exclude=./.lock.d', '--exclude=./.lock', '-C', dataDir, '.'], { maxBuffer: 1 << 30 });
  fs.writeFileSync(file, zlib.brotliCompressSync(tar, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 } }));
}

fs.mkdirSync(out, { recursive: true });
for (const engine of enginesArg.split(',')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fixture-${name}-${engine}-`));
  const cluster = engine === 'postgres' ? await startCluster({ port: Number(process.env.PG_TEST_PORT ?? 54361) }) : undefined;
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL,
    NODE_ENV: 'production',
    ...(cluster ? { DATABASE_URL: cluster.url, JWT_SECRET } : {}),
  };
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: tree, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitHealthy(base, child);
    const done = await writeData(base);
    console.log(`${name} on ${engine}: wrote ${done.length} things through the API`);
    // The outbox writes its mails' links; a moment for the runner to render them.
    await new Promise((r) => setTimeout(r, 1500));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
  const records = await readBack(engine, dataDir, cluster?.url);
  if (cluster) {
    execFileSync(path.join(PG_BIN, 'pg_dump'), ['--inserts', '--no-owner', '--no-privileges', '-f', path.join(dataDir, 'pg.sql'), cluster.url]);
    await cluster.stop();
  }
  archive(dataDir, path.join(out, `${engine}.tar.br`));
  const summary = { release: name, commit: fullCommit, engine, admin: ADMIN, jwtSecret: cluster ? JWT_SECRET : undefined, publicUrl: PUBLIC_URL, ...records };
  fs.writeFileSync(path.join(out, `${engine}.json`), `${JSON.stringify(summary, null, 1)}\n`);
  const rows = Object.values(records.tables).reduce((n, t) => n + t.length, 0);
  console.log(
    `${name} on ${engine}: ${rows} rows in ${Object.keys(records.tables).length} tables, ${Object.keys(records.files).length} files, ${records.links.length} links`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
