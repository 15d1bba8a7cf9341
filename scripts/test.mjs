#!/usr/bin/env node
// `npm test`: every test tier in order, stopping at the first failure; ends with a table of each
// stage's time (docs/decisions/028: the CI stage budget).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasPostgres, startCluster } from './pg-cluster.mjs';
import { POSTGRES_TESTS } from './postgres-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CI = process.env.CI === 'true' || process.env.CI === '1';
/** One row per stage: name, result (ok, FAIL, skip and why), seconds. */
const summary = [];
const startedAt = Date.now();
const loadAtStart = os.loadavg()[0];

function hasTests(dir) {
  if (!fs.existsSync(dir)) return false;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory() ? hasTests(p) : /\.test\.tsx?$/.test(entry.name)) return true;
  }
  return false;
}

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = (Date.now() - started) / 1000;
  if (r.status !== 0) {
    summary.push([name, 'FAIL', secs]);
    finish(r.status || 1);
  }
  summary.push([name, 'ok', secs]);
}

function skip(name, why) {
  summary.push([name, `skip: ${why}`]);
}

// CI's times and verdicts are Node 24's (docs/decisions/058): npm puts the project's own Node first on the PATH.
if (CI && Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`CI runs the tests on Node.js 24 or later; this is ${process.version} (${process.execPath}). Run them through npm: npm test.`);
  process.exit(1);
}
console.log(`Node.js ${process.version} (${process.execPath})`);

const minutes = (secs) => `${Math.floor(Math.round(secs) / 60)}:${String(Math.round(secs) % 60).padStart(2, '0')}`;

/** The stage table, with the machine's load: on a shared machine the times mean little without it. */
function table() {
  const rows = summary.map(([name, result, secs]) => [name, result, secs === undefined ? '' : minutes(secs)]);
  rows.push(['total', '', minutes((Date.now() - startedAt) / 1000)]);
  const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['stage', 'result', 'time (m:ss)'][i].length));
  const line = (cells) => `| ${cells.map((c, i) => (i === 2 ? c.padStart(width[i]) : c.padEnd(width[i]))).join(' | ')} |`;
  const load = `load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at the end, ${os.cpus().length} cores`;
  return [line(['stage', 'result', 'time (m:ss)']), `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line), load].join('\n');
}

/** Run before exiting, also when a stage fails (process.exit skips `finally`): the throwaway cluster is stopped. */
const exitHooks = [];

function finish(code) {
  // pg-cluster's stop() runs pg_ctl synchronously before its promise settles.
  for (const hook of exitHooks.splice(0)) hook();
  console.log(`\n=== summary\n${table()}`);
  process.exit(code);
}

if (hasTests(path.join(root, 'packages/contract/src'))) run('contract tests', 'npm', ['run', 'test', '-w', '@academy/contract']);
else skip('contract tests', 'no test files');

// Every SPEC.md statement mapped to its conformance test, every quoted message in the contract (docs/spec-conformance.md).
run('spec conformance', 'node', ['--import', 'tsx', 'scripts/spec-conformance.mjs']);

run('server tests (PGlite)', 'npm', ['run', 'test', '-w', '@academy/server']);

if (hasPostgres()) {
  let cluster;
  try {
    cluster = await startCluster();
    exitHooks.push(() => void cluster.stop());
    // The database-sensitive files (scripts/postgres-tests.mjs, docs/decisions/057); PG_ALL=1: every file.
    const files = process.env.PG_ALL === '1' ? [] : ['--', ...POSTGRES_TESTS];
    run('server tests (PostgreSQL 15)', 'npm', ['run', 'test', '-w', '@academy/server', ...files], { TEST_DATABASE_URL: cluster.url });
    // Crash (SIGKILL mid-burst), load and fuzz on both databases; starts its own cluster. The load
    // check holds for 15 s on each database here (30 s by default): the same checks, half the time.
    run('reliability', 'npm', ['run', 'reliability'], { LOAD_SECONDS: process.env.LOAD_SECONDS ?? '15' });
  } catch (err) {
    summary.push(['server tests (PostgreSQL 15)', `FAIL: ${err instanceof Error ? err.message : String(err)}`]);
    await cluster?.stop();
    finish(1);
  } finally {
    await cluster?.stop();
  }
} else if (CI) {
  summary.push(['server tests (PostgreSQL 15)', 'FAIL: binaries missing under CI (/usr/lib/postgresql/15/bin)']);
  finish(1);
} else {
  skip('server tests (PostgreSQL 15)', 'PostgreSQL 15 binaries not installed');
}

if (fs.existsSync(path.join(root, 'apps/web/package.json')) && hasTests(path.join(root, 'apps/web/src')))
  run('web tests', 'npm', ['run', 'test', '-w', '@academy/web']);
else skip('web tests', 'no vitest test files in apps/web/src');

if (fs.existsSync(path.join(root, 'apps/web/playwright.config.ts'))) {
  run('build', 'npm', ['run', 'build']);
  // Public page weight and no admin/editor code in public chunks, read from the build manifest.
  run('bundle budget', 'npm', ['run', 'budget', '-w', '@academy/web']);
  // After the build, the e2e server runs the bundled server (apps/server/dist), as production does.
  run('end-to-end tests', 'npm', ['run', 'e2e', '-w', '@academy/web'], { E2E_SERVER: 'dist' });
} else skip('end-to-end tests', 'apps/web/playwright.config.ts not found');

finish(0);
