#!/usr/bin/env node
// `npm run reliability`: crash, load, fuzz and database-outage checks (apps/server/test/reliability) on PGlite and,
// when PostgreSQL 15 is installed, on a throwaway cluster; prints a summary table and writes it
// to docs/reliability.md. `npm run reliability -- --soak` adds the 10-minute soak on each database
// (SOAK_SECONDS to change its length); CI's default path runs without it (it would take 20 minutes).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasPostgres, startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-reliability-'));
const started = Date.now();
const soak = process.argv.includes('--soak') ? { SOAK_SECONDS: process.env.SOAK_SECONDS ?? '600' } : {};

function vitest(label, env) {
  console.log(`\n=== reliability (${label})`);
  const r = spawnSync('npx', ['vitest', 'run', 'test/reliability'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, RELIABILITY: '1', RELIABILITY_REPORT: reportDir, ...soak, ...env },
  });
  return r.status === 0;
}

let ok = vitest('PGlite', { TEST_DATABASE_URL: '' });
if (hasPostgres()) {
  const cluster = await startCluster({ port: Number(process.env.PG_RELIABILITY_PORT ?? 54339) });
  try {
    ok = vitest('PostgreSQL 15', { TEST_DATABASE_URL: cluster.url, LOAD_SECONDS: process.env.LOAD_SECONDS ?? '30' }) && ok;
  } finally {
    await cluster.stop();
  }
}

const results = fs.readdirSync(reportDir).map((f) => JSON.parse(fs.readFileSync(path.join(reportDir, f), 'utf8')));
fs.rmSync(reportDir, { recursive: true, force: true });
const of = (name) => results.filter((r) => r.name === name);
const sum = (rows, key) => rows.reduce((n, r) => n + (Number(r[key]) || 0), 0);
const rows = [];
for (const r of of('load'))
  rows.push([`load held (${r.db})`, `${r.requests} requests, ${r.errors} errors, p99 ${r.p99} ms, ${r.rps} req/s, ${r.registrations} registrations`]);
for (const r of of('crash'))
  rows.push([
    `faults survived (${r.db})`,
    `${r.kills} SIGKILL of the npm start tree mid-burst: ${r.acked} of ${r.burst} acknowledged, ${r.stored} stored, ${r.doubled} doubled; npm start again at once, healthy ${r.restartMs} ms after the kill`,
  ]);
for (const r of of('outage'))
  rows.push([`outages survived (${r.db})`, `${r.outages} PostgreSQL stops under a running server: 503 within ${r.slowest503} ms, recovered without restart`]);
for (const r of of('soak'))
  rows.push([
    `soak (${r.db})`,
    `${r.seconds} s: ${r.requests} requests, ${r.errors} errors, ${r.registrations} registrations, ${r.mails_delivered} mails; RSS ${r.rss_middle_mb} → ${r.rss_last_mb} MB after warm-up; database ${r.db_start_mb} → ${r.db_end_mb} MB (${r.db_kb_per_registration} kB per registration)`,
  ]);
for (const r of of('offer-expiry'))
  rows.push([
    `offers expired at once (${r.db})`,
    `${r.offers} offers on ${r.instances} instances: each next child offered once in ${r.seconds} s, ${r.duplicate_offers} duplicates`,
  ]);
for (const r of of('fuzz')) rows.push([`bad inputs tried (${r.db})`, `${r.inputs} generated requests, no 5xx, no leak, nothing stored on refusal`]);
const lost = sum(of('crash'), 'lost') + sum(of('load'), 'lost');
rows.push(['rows lost', String(lost)]);
rows.push(['result', ok && lost === 0 ? 'PASS' : 'FAIL']);
const width = Math.max(...rows.map(([k]) => k.length));
const table = rows.map(([k, v]) => `| ${k.padEnd(width)} | ${v} |`).join('\n');
const header = `| ${'check'.padEnd(width)} | result |\n|${'-'.repeat(width + 2)}|--------|`;
const secs = Math.round((Date.now() - started) / 1000);
console.log(`\n${header}\n${table}\n(${secs} s)`);
const doc = `# Reliability run\n\nOutput of \`npm run reliability\` (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${secs} s).\nSee apps/server/test/reliability/ for what each check does.\n\n${header}\n${table}\n`;
fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
fs.writeFileSync(path.join(root, 'docs/reliability.md'), doc);
process.exit(ok && lost === 0 ? 0 : 1);
