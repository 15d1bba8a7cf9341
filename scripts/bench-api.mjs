#!/usr/bin/env node
// `npm run bench:api` (by hand, not CI; ~2-3 minutes): public reads of the bundled server against
// nginx serving the identical bytes from files, then the same reads (cached and uncached) with a
// grown database. Targets (issue 6): >= 25 % of nginx req/s per read, p99 < 20 ms; with the grown
// data every list p99 at most 2x the small-data figure. BENCH_SKIP_BUILD=1 reuses the last build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startBundledServer, stopChild, waitFor } from './bundled-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = 5310;
const NGINX_PORT = 5311;
const ADMIN = { email: 'bench@academy.test', password: 'bench-password-123' };
const READS = ['/api/posts?limit=4', '/api/public/albums', '/api/team'];
// Uncached (an administrator's token skips the public cache): what the database does per request.
const DB_READS = ['/api/posts?limit=4', '/api/albums', '/api/team', '/api/registrations?limit=20', '/api/registrations?status=pending&limit=20'];

const sh = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

function ensureNginx() {
  if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  console.log('nginx missing: installing the Debian package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env }).status !== 0) {
    sh('apt-get', ['update'], { env });
    sh('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env });
  }
  return '/usr/sbin/nginx';
}

const startServer = (dataDir) =>
  startBundledServer({ port: PORT, dataDir, stdout: 'inherit', env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
const stop = stopChild;

async function load(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function grow(dataDir) {
  // Direct SQL into the stopped server's PGlite directory: 10,000 posts, 1,000 albums x 50 photos,
  // 500 team members, 20,000 registrations.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const started = Date.now();
  await db.exec(`
    insert into posts (title, content, excerpt, published, created_at, updated_at)
      select 'Bench post ' || g, '<p>Match report number ' || g || '</p>', 'Match report number ' || g, g % 10 <> 0,
             now() - (g || ' minutes')::interval, now() from generate_series(1, 10000) g;
    insert into albums (name, caption, created_by, created_at)
      select 'Bench album ' || g, 'Caption ' || g, 1, now() - (g || ' minutes')::interval from generate_series(1, 1000) g;
    insert into photos (album_id, url, filename, caption, width, height, created_at)
      select a.id, '/uploads/images/bench-' || a.id || '-' || p || '.webp', 'bench-' || a.id || '-' || p || '.webp', null, 1280, 853, now()
      from albums a cross join generate_series(1, 50) p where a.name like 'Bench album %';
    insert into team_members (name, role, jersey_number, created_at)
      select 'Bench player ' || g, (array['goalkeeper','defender','midfielder','forward','head_coach'])[1 + g % 5], g % 100, now() - (g || ' minutes')::interval
      from generate_series(1, 500) g;
    insert into registrations (parent_name, parent_email, contact_phone, residence, contact_permission, player_name, player_age,
                               years_playing, current_school, uniform_size, health_conditions, status, created_at, updated_at)
      select 'Parent ' || g, 'parent' || g || '@example.com', '+1555' || g, 'Town', 'yes', 'Player ' || g, 10 + g % 5, '2', 'School',
             'Medium', 'N/A', 'pending', now() - (g || ' seconds')::interval, now() from generate_series(1, 20000) g;
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

const fmt = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') sh('npm', ['run', 'build']);
  const nginx = ensureNginx();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const dataDir = path.join(work, 'data');
  // nginx workers drop root for an unprivileged user: they must be able to read the files.
  fs.chmodSync(work, 0o755);
  const children = [];
  const cleanup = async () => {
    for (const c of children) await stop(c);
    fs.rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    let server = startServer(dataDir);
    children.push(server);
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/health`);
    const token = (await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()).data.token;
    const auth = { authorization: `Bearer ${token}` };

    // nginx serves the server's own answer bytes from files, with the same content type.
    const www = path.join(work, 'www');
    fs.mkdirSync(www);
    const locations = [];
    for (const [i, url] of READS.entries()) {
      const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
      fs.writeFileSync(path.join(www, `r${i}.json`), body);
      locations.push(`location = ${url.split('?')[0]} { default_type application/json; try_files /r${i}.json =404; }`);
    }
    const conf = path.join(work, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `worker_processes auto; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${work}/nb; proxy_temp_path ${work}/np; fastcgi_temp_path ${work}/nf; uwsgi_temp_path ${work}/nu; scgi_temp_path ${work}/ns;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${www}; ${locations.join(' ')} } }\n`,
    );
    const ng = spawn(nginx, ['-c', conf, '-p', work], { stdio: 'inherit' });
    children.push(ng);
    await waitFor(`http://127.0.0.1:${NGINX_PORT}${READS[0]}`);

    const small = {};
    const rows = [];
    for (const url of READS) {
      await load(base + url); // warm-up pass fills the cache and the JIT (not reported)
      const s = await load(base + url);
      const n = await load(`http://127.0.0.1:${NGINX_PORT}${url}`);
      small[url] = s;
      rows.push(`| GET ${url} | ${fmt(s.rps)} | ${s.p50} / ${s.p99} | ${fmt(n.rps)} | ${n.p50} / ${n.p99} | ${((100 * s.rps) / n.rps).toFixed(0)} % |`);
    }
    const smallDb = {};
    for (const url of DB_READS) smallDb[url] = await load(base + url, auth);

    await stop(server);
    const plans = await grow(dataDir);
    server = startServer(dataDir);
    children.push(server);
    await waitFor(`${base}/api/health`);
    const token2 = (await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()).data.token;
    const auth2 = { authorization: `Bearer ${token2}` };
    const growth = [];
    const check = (label, a, b) => growth.push(`| ${label} | ${a.p99} | ${b.p99} | ${fmt(a.rps)} | ${fmt(b.rps)} | ${b.p99 <= Math.max(2 * a.p99, 2) ? 'ok' : 'OVER'} |`);
    for (const url of READS) {
      await load(base + url);
      check(`GET ${url} (public, cached)`, small[url], await load(base + url));
    }
    for (const url of DB_READS) check(`GET ${url} (admin, uncached)`, smallDb[url], await load(base + url, auth2));

    const header = `autocannon ${CONNECTIONS} connections x ${DURATION} s per row, loopback, ${os.cpus().length} CPUs, Node ${process.version}, server LOG_LEVEL=warn, PGlite`;
    console.log(`\n## Public reads: server vs nginx (same bytes from files)\n\n${header}\n`);
    console.log('| Read | server req/s | server p50 / p99 ms | nginx req/s | nginx p50 / p99 ms | server / nginx |\n|---|---:|---:|---:|---:|---:|');
    console.log(rows.join('\n'));
    console.log(`\n## Growth: 10,000 posts, 1,000 albums x 50 photos, 500 team members, 20,000 registrations\n\n${header}\n`);
    console.log('| Read | p99 ms small | p99 ms grown | req/s small | req/s grown | p99 <= 2x |\n|---|---:|---:|---:|---:|---|');
    console.log(growth.join('\n'));
    console.log(`\nQuery plans with the grown data (EXPLAIN):\n${plans.join('\n')}`);
  } finally {
    await cleanup();
  }
}

await main();
