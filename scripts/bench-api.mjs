#!/usr/bin/env node
// `npm run bench:api` (by hand, not CI; ~10 minutes): cached public reads of the bundled server,
// started as `npm start` ships it (LOG_LEVEL unset, so the default `info` access log, written to a
// file as a supervisor would), against a bare Node `http` server and nginx answering the same bytes;
// then uncached administrator reads with a small and a grown database.
// Load: wrk (Debian's package, installed when missing), 1 thread, 50 connections, loopback, fixed
// duration; each row BENCH_RUNS times (default 3), the spread (min-max) printed, not the best run.
// Targets: a cached public read >= 60 % of the bare Node server's req/s in the same run,
// p99 <= 10 ms; with the grown data every list p99 at most 2x the small-data figure.
// BENCH_SKIP_BUILD=1 reuses the last build; BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
// BENCH_RUNS (3); BENCH_MAX_LOAD (0.7): wait up to BENCH_WAIT_MINUTES (30) for the 1-minute load
// average to drop below it before starting (other work on the machine skews every figure).
// BENCH_ONLY_CACHED=1: only the cached reads' table (app, bare Node, nginx), e.g. to measure an older checkout.
// BENCH_PORTS=app,nginx,bare (5310,5311,5313).
// BENCH_PROFILE=dir: only the cached reads against the app, once each, under `node --cpu-prof`;
// prints the profile's top 15 functions by self time and keeps the .cpuprofile in dir.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startBundledServer, stopChild, waitFor } from './bundled-server.mjs';
import { formatTop, topSelfTime } from './cpu-profile-top.mjs';
import { loadAverage, waitForQuiet } from './quiet-machine.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 0.7);
const WAIT_MINUTES = Number(process.env.BENCH_WAIT_MINUTES ?? 30);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ONLY_CACHED = process.env.BENCH_ONLY_CACHED === '1';
// BENCH_PORTS=app,nginx,bare: the three servers' ports (several checkouts benched on one machine).
const [PORT, NGINX_PORT, BARE_PORT] = (process.env.BENCH_PORTS ?? '5310,5311,5313').split(',').map(Number);
const ADMIN = { email: 'bench@academy.test', password: 'Training-Pitch-Pass-123' };
/**
 * Cached anonymous reads: three API lists and two pages' HTML, each rendered on the server with its
 * first API answers inside (docs/decisions/020): kept whole, so a hit costs what an API read does.
 */
const READS = ['/api/posts?limit=4', '/api/public/albums', '/api/team', '/news', '/'];
// Uncached (an administrator's token skips the public cache): what the database does per request.
const DB_READS = ['/api/posts?limit=4', '/api/albums', '/api/team', '/api/registrations?limit=20', '/api/registrations?status=pending&limit=20'];
/**
 * The answers' headers the copies leave to their own server: the per-connection and per-answer ones.
 * Every other header (security headers, ETag, cache-control) is copied: the reference answers the
 * same bytes. The old reference, "content headers only", repeated CONTENT_HEADERS alone, so its
 * ratio also counted the ~1 KB of security headers the app sends and Node validates per answer.
 */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const CONTENT_HEADERS = ['content-type', 'content-encoding', 'vary'];
const SAME = 'bare Node';
const CONTENT_ONLY = 'bare Node, content headers only';

const sh = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

/** A Debian package's program, installed (apt-get) when missing, as CI machines start without it. */
function ensureDebian(program, pkg) {
  if (fs.existsSync(program)) return program;
  console.log(`${program} missing: installing the Debian package ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env }).status !== 0) {
    sh('apt-get', ['update'], { env });
    sh('apt-get', ['install', '-y', '--no-install-recommends', pkg], { env });
  }
  return program;
}

// wrk prints "Latency Distribution" lines such as "    50%  612.00us" or "    99%   10.27ms".
const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);
function parseWrk(out, url) {
  const pct = (p) => {
    const m = out.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
    return m ? toMs(m[1], m[2]) : NaN;
  };
  const rps = Number(out.match(/^Requests\/sec:\s+([\d.]+)/m)?.[1]);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const errors = socket ? socket.slice(1).reduce((a, n) => a + Number(n), 0) : 0;
  if (non2xx > 0 || errors > 0 || !Number.isFinite(rps)) throw new Error(`${url}: ${non2xx} non-2xx, ${errors} socket errors\n${out}`);
  return { rps, p50: pct(50), p99: pct(99), requests: Number(out.match(/^\s+(\d+) requests in/m)?.[1] ?? 0) };
}

/** One wrk run: 1 thread, CONNECTIONS connections, `seconds` long. */
function wrk(url, { headers = {}, seconds = DURATION } = {}) {
  // A 10 s timeout (wrk's default is 2 s): a slow uncached read under 50 connections is a figure
  // to report, not a failed run.
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const r = spawnSync('wrk', args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return parseWrk(r.stdout, url);
}

/** A growth-table row's runs: a 2 s warm-up (caches, JIT, the database's first reads), then RUNS short runs. */
function shortRuns(url, headers = {}) {
  wrk(url, { headers, seconds: 2 });
  return Array.from({ length: RUNS }, () => wrk(url, { headers, seconds: Math.ceil(DURATION / 2) }));
}

/** The bare Node `http` server: a table of URL -> answer, nothing else. */
const BARE_SERVER = `
import http from 'node:http';
import fs from 'node:fs';
const contentOnly = process.argv[3] === 'content';
const CONTENT = ${JSON.stringify(CONTENT_HEADERS)};
const answers = new Map(JSON.parse(fs.readFileSync(process.argv[1], 'utf8')).map(([url, all, body]) => [
  url,
  { headers: contentOnly ? Object.fromEntries(Object.entries(all).filter(([h]) => CONTENT.includes(h))) : all, body: Buffer.from(body, 'base64') },
]));
http.createServer((req, res) => {
  const a = answers.get(req.url);
  if (!a) { res.writeHead(404).end(); return; }
  res.writeHead(200, { ...a.headers, 'content-length': a.body.length });
  res.end(a.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

async function grow(dataDir) {
  // Direct SQL into the stopped server's PGlite directory: 10,000 posts, 1,000 albums x 50 photos,
  // 500 team members, 20,000 registrations.
  const { PGlite } = await import('@electric-sql/pglite');
  // Consent as the forms record it (the contract is TypeScript; this script runs on plain Node).
  const CONSENT_VERSION = fs.readFileSync(path.join(root, 'packages/contract/src/registration-constants.ts'), 'utf8').match(/CONSENT_VERSION = '([^']+)'/)[1];
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const started = Date.now();
  await db.exec(`
    insert into posts (title, content, excerpt, published, status, created_at, updated_at)
      select 'Bench post ' || g, '<p>Match report number ' || g || '</p>', 'Match report number ' || g, g % 10 <> 0, case when g % 10 <> 0 then 'published' else 'draft' end,
             now() - (g || ' minutes')::interval, now() from generate_series(1, 10000) g;
    insert into albums (name, caption, created_by, created_at)
      select 'Bench album ' || g, 'Caption ' || g, 1, now() - (g || ' minutes')::interval from generate_series(1, 1000) g;
    insert into photos (album_id, url, filename, caption, width, height, created_at)
      select a.id, '/uploads/images/bench-' || a.id || '-' || p || '.webp', 'bench-' || a.id || '-' || p || '.webp', null, 1280, 853, now()
      from albums a cross join generate_series(1, 50) p where a.name like 'Bench album %';
    insert into team_members (name, role, jersey_number, is_minor, photo_consent, created_at)
      select 'Bench player ' || g, (array['goalkeeper','defender','midfielder','forward','head_coach'])[1 + g % 5], g % 100, g % 5 <> 4, g % 3 <> 0,
             now() - (g || ' minutes')::interval
      from generate_series(1, 500) g;
    insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age,
                               years_playing, current_school, uniform_size, health_conditions, data_consent, data_consent_version, data_consent_at,
                               photo_consent, photo_consent_version, photo_consent_at, status, created_at, updated_at)
      select 'Parent ' || g, 'parent' || g || '@example.com', '+1555' || g, 'Town', 'yes', 'Player ' || g, 10 + g % 5, '2', 'School',
             'Medium', 'N/A', true, '${CONSENT_VERSION}', now(), case when g % 4 = 0 then 'no' else 'yes' end, '${CONSENT_VERSION}', now(),
             'pending', now() - (g || ' seconds')::interval, now() from generate_series(1, 20000) g;
    analyze;
  `);
  const counts = await db.query(`select (select count(*) from posts) posts, (select count(*) from albums) albums, (select count(*) from photos) photos,
    (select count(*) from team_members) team, (select count(*) from registrations) registrations`);
  console.log(`grown in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts.rows[0]);
  // The list queries' plans: every list must walk an index, not sort the table.
  const albumId = (await db.query('select max(id) as id from albums')).rows[0].id;
  const plans = {
    'posts (public list)': `select id from posts where published = true order by created_at desc, id desc limit 4`,
    'albums list': `select id from albums order by created_at desc, id desc limit 20`,
    'photos of an album': `select id from photos where album_id = ${albumId} order by created_at, id`,
    'team list': `select id from team_members order by created_at, id limit 100`,
    'registrations list': `select id from registrations order by created_at desc, id desc limit 20`,
    'registrations by status': `select id from registrations where status = 'pending' order by created_at desc, id desc limit 20`,
    'a list total': `select n from row_counts where key = 'registrations'`,
  };
  const explained = [];
  for (const [name, sql] of Object.entries(plans)) {
    const plan = (await db.query(`explain ${sql}`)).rows.map((r) => r['QUERY PLAN']).join(' | ');
    explained.push(`- ${name}: ${plan.match(/(Index Only Scan|Index Scan|Bitmap Heap Scan|Seq Scan)[^|]*/)?.[0]?.trim() ?? plan}`);
  }
  await db.close();
  return explained;
}

const fmt = (n) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const spread = (values, f = fmt) => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? f(lo) : `${f(lo)}–${f(hi)}`;
};
const pct = (x) => `${(100 * x).toFixed(0)}`;
const pctSpread = (values) => `${spread(values, pct)} %`;

function printCached({ results, targets, startLoad, loads, accessLines, appRequests }) {
  const header = `wrk 1 thread, ${CONNECTIONS} connections, loopback; ${os.cpus().length} CPUs, Node ${process.version}, PGlite; app as \`npm start\` ships it (LOG_LEVEL unset = info, access log to a file)`;
  console.log(`\n## Cached public reads: app vs bare Node \`http\` vs nginx (the same bytes, headers included)\n`);
  console.log(
    `${header}; ${RUNS} runs x ${DURATION} s per row, interleaved, spread min–max; 1-minute load before the bench ${startLoad}, before each run ${spread(loads)}.`,
  );
  console.log(`Access log: ${accessLines} lines for the ${appRequests} requests wrk sent the app in this table (warm-ups included).\n`);
  console.log('| Read | Server | req/s | p50 ms | p99 ms |\n|---|---|---:|---:|---:|');
  for (const url of READS) {
    for (const name of Object.keys(targets)) {
      const rs = results[url][name];
      console.log(`| GET ${url} | ${name} | ${spread(rs.map((r) => r.rps))} | ${spread(rs.map((r) => r.p50))} | ${spread(rs.map((r) => r.p99))} |`);
    }
  }
  console.log('\nRatios per run (the app against each copy measured right after it):\n');
  console.log(
    `| Read | app / ${SAME} | app / ${CONTENT_ONLY} | app / nginx | app p99 ms | target (>= 60 % of ${SAME}, p99 <= 10 ms) |\n|---|---:|---:|---:|---:|---|`,
  );
  for (const url of READS) {
    const r = results[url];
    const ratio = (name) => r.app.map((a, i) => a.rps / r[name][i].rps);
    const toBare = ratio(SAME);
    const ok = Math.min(...toBare) >= 0.6 && Math.max(...r.app.map((a) => a.p99)) <= 10;
    console.log(
      `| GET ${url} | ${pctSpread(toBare)} | ${pctSpread(ratio(CONTENT_ONLY))} | ${pctSpread(ratio('nginx'))} | ${spread(r.app.map((a) => a.p99))} | ${ok ? 'met' : 'MISSED'} |`,
    );
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') sh('npm', ['run', 'build']);
  ensureDebian('/usr/bin/wrk', 'wrk');
  const nginx = ensureDebian('/usr/sbin/nginx', 'nginx');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const dataDir = path.join(work, 'data');
  // nginx workers drop root for an unprivileged user: they must be able to read the files.
  fs.chmodSync(work, 0o755);
  const children = [];
  const cleanup = async () => {
    for (const c of children) await stopChild(c);
    fs.rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
  // The access log goes to a file, as under a supervisor; a terminal would measure the terminal.
  const logFile = path.join(work, 'server.log');
  const logFd = fs.openSync(logFile, 'a');
  const startServer = (nodeArgs = []) =>
    startBundledServer({
      port: PORT,
      dataDir,
      stdout: logFd,
      nodeArgs,
      // LOG_LEVEL unset: the level `npm start` ships (info), whatever the shell running the bench says.
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: undefined },
    });
  const base = `http://127.0.0.1:${PORT}`;
  const signIn = async () =>
    (await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json())
      .data.token;
  // Counted in chunks: two lines per request grow the file past what one string can hold.
  const logLines = () => {
    const fd = fs.openSync(logFile, 'r');
    const chunk = Buffer.alloc(1 << 20);
    let lines = 0;
    for (let n; (n = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0;)
      for (let i = chunk.indexOf(10); i !== -1 && i < n; i = chunk.indexOf(10, i + 1)) lines++;
    fs.closeSync(fd);
    return lines;
  };
  try {
    const startLoad = await waitForQuiet(MAX_LOAD, WAIT_MINUTES);

    if (PROFILE_DIR) {
      fs.mkdirSync(PROFILE_DIR, { recursive: true });
      const before = new Set(fs.readdirSync(PROFILE_DIR));
      const server = startServer(['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`]);
      children.push(server);
      await waitFor(`${base}/api/health`);
      const rows = [];
      for (const url of READS) {
        wrk(base + url, { seconds: 2 }); // warm-up (cache and JIT), then the profiled run
        const r = wrk(base + url);
        rows.push(`| GET ${url} | ${fmt(r.rps)} | ${fmt(r.p50)} / ${fmt(r.p99)} |`);
      }
      await stopChild(server);
      const file = fs.readdirSync(PROFILE_DIR).find((f) => f.endsWith('.cpuprofile') && !before.has(f));
      console.log(`\n## App under --cpu-prof (1-minute load before: ${startLoad})\n\n| Read | req/s | p50 / p99 ms |\n|---|---:|---:|\n${rows.join('\n')}\n`);
      console.log(`Profile ${path.join(PROFILE_DIR, file)}:\n`);
      console.log(formatTop(topSelfTime(JSON.parse(fs.readFileSync(path.join(PROFILE_DIR, file), 'utf8')))));
      return;
    }

    let server = startServer();
    children.push(server);
    await waitFor(`${base}/api/health`);
    const auth = { authorization: `Bearer ${await signIn()}` };

    // The copies answer the app's own bytes (as wrk asks: no Accept-Encoding) with its content headers.
    const www = path.join(work, 'www');
    fs.mkdirSync(www);
    const locations = [];
    const answers = [];
    for (const [i, url] of READS.entries()) {
      // The second read: the cache's front answers it, as it answers wrk.
      await (await fetch(base + url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
      const res = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      const headers = Object.fromEntries([...res.headers].filter(([h]) => !OWN_HEADERS.has(h)));
      answers.push([url, headers, body.toString('base64')]);
      fs.writeFileSync(path.join(www, `r${i}`), body);
      const extra = Object.entries(headers)
        .filter(([h]) => h !== 'content-type')
        .map(([h, v]) => `add_header ${h} "${v.replaceAll('"', '\\"')}" always;`)
        .join(' ');
      locations.push(`location = ${url.split('?')[0]} { default_type "${headers['content-type']}"; ${extra} try_files /r${i} =404; }`);
    }
    const answersFile = path.join(work, 'answers.json');
    fs.writeFileSync(answersFile, JSON.stringify(answers));
    for (const [port, headers] of [
      [BARE_PORT, 'all'],
      [BARE_PORT + 1, 'content'],
    ])
      children.push(
        spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER, answersFile, String(port), headers], { stdio: ['ignore', 'ignore', 'inherit'] }),
      );
    // One nginx worker: the app and the bare server each answer on one main thread too.
    const conf = path.join(work, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http { access_log off; etag off; sendfile on; tcp_nopush on; keepalive_requests 1000000; types { }
  client_body_temp_path ${work}/nb; proxy_temp_path ${work}/np; fastcgi_temp_path ${work}/nf; uwsgi_temp_path ${work}/nu; scgi_temp_path ${work}/ns;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${www}; ${locations.join(' ')} } }\n`,
    );
    const ng = spawn(nginx, ['-c', conf, '-p', work], { stdio: 'inherit' });
    children.push(ng);
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    const contentOnlyBase = `http://127.0.0.1:${BARE_PORT + 1}`;
    const nginxBase = `http://127.0.0.1:${NGINX_PORT}`;
    for (const b of [bareBase, contentOnlyBase, nginxBase]) await waitFor(b + READS[0]);
    const headerSet = (res) =>
      [...res.headers]
        .filter(([h]) => !OWN_HEADERS.has(h) && h !== 'server' && h !== 'last-modified' && h !== 'accept-ranges')
        .map(([h, v]) => `${h}: ${v}`)
        .sort()
        .join('\n');
    for (const [i, url] of READS.entries()) {
      const appHeaders = headerSet(await fetch(base + url, { headers: { 'accept-encoding': 'identity' } }));
      for (const b of [bareBase, contentOnlyBase, nginxBase]) {
        const res = await fetch(b + url, { headers: { 'accept-encoding': 'identity' } });
        const copy = Buffer.from(await res.arrayBuffer());
        if (!copy.equals(Buffer.from(answers[i][2], 'base64'))) throw new Error(`${b}${url} does not answer the app's bytes`);
        if (b !== contentOnlyBase && headerSet(res) !== appHeaders)
          throw new Error(`${b}${url} does not answer the app's headers:\n${headerSet(res)}\n---\n${appHeaders}`);
      }
    }

    const targets = { app: base, [SAME]: bareBase, [CONTENT_ONLY]: contentOnlyBase, nginx: nginxBase };
    const results = {};
    const loads = [];
    const linesBefore = logLines();
    let appRequests = 0;
    for (const url of READS) {
      for (const b of Object.values(targets)) {
        const warm = wrk(b + url, { seconds: 2 }); // warm-up: cache, JIT, connections (not reported)
        if (b === base) appRequests += warm.requests;
      }
      results[url] = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
      // Interleaved runs: drift on the machine touches every server alike.
      for (let run = 0; run < RUNS; run++) {
        for (const [name, b] of Object.entries(targets)) {
          loads.push(loadAverage());
          const r = wrk(b + url);
          results[url][name].push(r);
          if (name === 'app') appRequests += r.requests;
        }
      }
    }
    const accessLines = logLines() - linesBefore;
    // Printed at once: the growth phase below takes minutes and must not lose this table.
    printCached({ results, targets, startLoad, loads, accessLines, appRequests });
    if (ONLY_CACHED) return;
    const smallCached = {};
    for (const url of READS) smallCached[url] = results[url].app;

    const smallDb = {};
    for (const url of DB_READS) smallDb[url] = shortRuns(base + url, auth);

    await stopChild(server);
    const plans = await grow(dataDir);
    server = startServer();
    children.push(server);
    await waitFor(`${base}/api/health`);
    const auth2 = { authorization: `Bearer ${await signIn()}` };
    const growth = [];
    const check = (label, a, b) => {
      const worst = (rs) => Math.max(...rs.map((r) => r.p99));
      growth.push(
        `| ${label} | ${spread(a.map((r) => r.p99))} | ${spread(b.map((r) => r.p99))} | ${spread(a.map((r) => r.rps))} | ${spread(b.map((r) => r.rps))} | ${worst(b) <= Math.max(2 * worst(a), 2) ? 'ok' : 'OVER'} |`,
      );
    };
    for (const url of READS.filter((u) => u.startsWith('/api/'))) check(`GET ${url} (public, cached)`, smallCached[url], shortRuns(base + url));
    for (const url of DB_READS) check(`GET ${url} (admin, uncached)`, smallDb[url], shortRuns(base + url, auth2));

    console.log(`\n## Growth: 10,000 posts, 1,000 albums x 50 photos, 500 team members, 20,000 registrations\n`);
    console.log(
      `wrk 1 thread, ${CONNECTIONS} connections; ${RUNS} runs x ${Math.ceil(DURATION / 2)} s per grown row (small cached rows: the table above; small uncached rows: ${RUNS} x ${Math.ceil(DURATION / 2)} s)\n`,
    );
    console.log('| Read | p99 ms small | p99 ms grown | req/s small | req/s grown | p99 <= 2x |\n|---|---:|---:|---:|---:|---|');
    console.log(growth.join('\n'));
    console.log(`\nQuery plans with the grown data (EXPLAIN):\n${plans.join('\n')}`);
    console.log(`\n1-minute load at the end: ${loadAverage()}`);
  } finally {
    await cleanup();
    fs.closeSync(logFd);
  }
}

await main();
