#!/usr/bin/env node
// `node scripts/cpu-profile-top.mjs file.cpuprofile [N]`: the N (default 15) functions with the most
// self time in a V8 CPU profile (`node --cpu-prof`), with their file and line, as a Markdown table.
// Self time is a function's own samples, not its callees'; "(garbage collector)", "(program)" and
// "(idle)" are V8's own buckets.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Rows of { name, where, ms, share } sorted by self time, from a parsed .cpuprofile. */
export function topSelfTime(profile, count = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  // Sample intervals: timeDeltas[i] is the time before sample i.
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  const idle = [...byId.values()].filter((n) => n.callFrame.functionName === '(idle)').reduce((a, n) => a + (selfUs.get(n.id) ?? 0), 0);
  // One row per function (a function reached through several call paths has several nodes).
  const rows = new Map();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const where = url ? `${shorten(url)}:${lineNumber + 1}` : '';
    const key = `${functionName}@${where}`;
    const row = rows.get(key) ?? { name: functionName || '(anonymous)', where, us: 0 };
    row.us += us;
    rows.set(key, row);
  }
  const busy = total - idle || 1;
  return {
    totalMs: total / 1000,
    busyMs: busy / 1000,
    rows: [...rows.values()]
      .filter((r) => r.name !== '(idle)')
      .sort((a, b) => b.us - a.us)
      .slice(0, count)
      .map((r) => ({ name: r.name, where: r.where, ms: r.us / 1000, share: r.us / busy })),
  };
}

function shorten(url) {
  const file = url.replace(/^file:\/\//, '');
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) return file.slice(nm + 'node_modules/'.length);
  if (file.startsWith('node:')) return file;
  return path.relative(process.cwd(), file) || file;
}

export function formatTop({ totalMs, busyMs, rows }) {
  const lines = [
    `${(totalMs / 1000).toFixed(1)} s sampled, ${(busyMs / 1000).toFixed(1)} s not idle; self time as a share of the non-idle time`,
    '',
    '| # | Function | File | Self ms | Share |',
    '|---:|---|---|---:|---:|',
    ...rows.map((r, i) => `| ${i + 1} | ${r.name} | ${r.where} | ${r.ms.toFixed(0)} | ${(100 * r.share).toFixed(1)} % |`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [file, n] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/cpu-profile-top.mjs file.cpuprofile [N]');
    process.exit(2);
  }
  console.log(formatTop(topSelfTime(JSON.parse(fs.readFileSync(file, 'utf8')), Number(n ?? 15))));
}
