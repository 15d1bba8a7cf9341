#!/usr/bin/env node
// `npm run bench:lighthouse` (by hand, not CI; ~2 minutes): builds, starts the bundled server on a
// fresh seeded data directory and runs Lighthouse (mobile emulation, Debian's Chromium) on the
// public pages. Targets (issue 6): Performance >= 95; Accessibility, Best Practices, SEO 100.
// BENCH_SKIP_BUILD=1 reuses the last build; LH_OUT=dir keeps every page's full Lighthouse report;
// LH_PAGES=/,/team and LH_RUNS=3 measure some pages only, several times.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startBundledServer, waitFor } from './bundled-server.mjs';

const PORT = 5312;
const base = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (process.env.BENCH_SKIP_BUILD !== '1') {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lh-'));
const server = startBundledServer({ port: PORT, dataDir });

let chrome;
try {
  await waitFor(`${base}/api/health`);
  const postId = (await (await fetch(`${base}/api/posts?limit=1`)).json()).data[0].id;
  const albumId = (await (await fetch(`${base}/api/public/albums?limit=1`)).json()).data[0].id;
  const all = ['/', '/news', `/news/${postId}`, '/gallery', `/photo/${albumId}`, '/team'];
  // LH_PAGES=/,/team measures some pages only (each LH_RUNS times, default 1), while working on them.
  const only = process.env.LH_PAGES?.split(',');
  const pages = all.filter((p) => !only || only.includes(p)).flatMap((p) => Array(Number(process.env.LH_RUNS ?? 1)).fill(p));
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows = [];
  const failures = [];
  for (const page of pages) {
    // Lighthouse's default config is the mobile one (Moto G Power emulation, simulated slow 4G).
    // A fresh browser's first trace sometimes misses its start (NO_NAVSTART): Lighthouse asks to run it again.
    let lhr;
    for (let attempt = 1; attempt <= 3; attempt++) {
      ({ lhr } = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }));
      if (!lhr.runtimeError) break;
      console.error(`${page}: Lighthouse runtime error ${lhr.runtimeError.code} (attempt ${attempt} of 3)`);
    }
    if (process.env.LH_OUT) {
      fs.mkdirSync(process.env.LH_OUT, { recursive: true });
      fs.writeFileSync(path.join(process.env.LH_OUT, `${page.replace(/\W+/g, '_')}-${rows.length + 1}.json`), JSON.stringify(lhr));
    }
    for (const w of lhr.runWarnings ?? []) console.error(`${page}: ${w}`);
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const [perf, a11y, bp, seo] = CATEGORIES.map(score);
    const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '';
    const tbt = lhr.audits['total-blocking-time']?.displayValue ?? '';
    const cls = lhr.audits['cumulative-layout-shift']?.displayValue ?? '';
    rows.push(`| ${page} | ${perf} | ${a11y} | ${bp} | ${seo} | ${lcp} | ${tbt} | ${cls} |`);
    if (perf < 95 || a11y < 100 || bp < 100 || seo < 100) {
      const missed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      failures.push(`${page}: ${missed.join(', ')}`);
    }
  }
  console.log(`\nLighthouse ${lhVersion()} mobile, Chromium ${(await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser}, bundled server on loopback\n`);
  console.log('| Page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |\n|---|---:|---:|---:|---:|---:|---:|---:|');
  console.log(rows.join('\n'));
  if (failures.length) console.log(`\nAudits below full score:\n- ${failures.join('\n- ')}`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function lhVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
