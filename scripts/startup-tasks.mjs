#!/usr/bin/env node
// The longest start-up task of a page at 4x CPU slowdown (the page-weight rule of docs/decisions/020:
// no start-up task over 50 ms), measured in a Chromium trace: the page is loaded in a fresh context
// with `Emulation.setCPUThrottlingRate` 4 (what Lighthouse's mobile preset only simulates), traced
// from navigation until the app has started (`<html data-started>`) and the main thread has been
// quiet for a moment. Used by `npm run bench:lighthouse`; by hand:
//   node scripts/startup-tasks.mjs http://127.0.0.1:5302/ http://127.0.0.1:5302/news
// prints, per page, the longest main-thread task and every task over 50 ms with what ran in it
// (script evaluation by URL, function calls by name, style/layout, parsing), largest first.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CPU_SLOWDOWN = 4;
export const LONG_TASK_MS = 50;
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES =
  process.env.STARTUP_CATEGORIES ?? ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'].join(',');
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

const STARTED = `new Promise((resolve) => {
  const quiet = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)));
  const root = document.documentElement;
  if (root.hasAttribute('data-started')) return quiet();
  const timer = setTimeout(() => { observer.disconnect(); quiet(); }, 5000);
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-started')) return;
    observer.disconnect();
    clearTimeout(timer);
    quiet();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-started'] });
})`;

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '(inline)';

/** What ran inside a task: its child events grouped by a readable name, by total duration (ms). */
function breakdown(task, events) {
  const end = task.ts + task.dur;
  const parts = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || e === task || !e.dur) continue;
    const d = e.args?.data ?? {};
    let name;
    // A module graph's evaluation carries no URL in the trace.
    if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
      name = d.url || e.args?.url ? `evaluate ${short(d.url ?? e.args?.url)}` : 'evaluate modules';
    else if (e.name === 'FunctionCall') name = `call ${d.functionName || '(anonymous)'} ${short(d.url)}:${d.lineNumber ?? ''}`;
    else if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch') name = `${e.name} ${d.type ?? ''}`.trim();
    else if (
      [
        'UpdateLayoutTree',
        'Layout',
        'ParseHTML',
        'Paint',
        'v8.compileModule',
        'v8.compile',
        'V8.GCScavenger',
        'MajorGC',
        'MinorGC',
        'HitTest',
        'PrePaint',
        'Layerize',
        'ParseAuthorStyleSheet',
      ].includes(e.name)
    )
      name = e.name;
    else continue;
    parts.set(name, (parts.get(name) ?? 0) + e.dur / 1000);
  }
  return [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
}

/** Loads `url` at the given CPU slowdown and returns its main-thread tasks (ms) from navigation to start-up. */
export async function startupTasks(
  browser,
  url,
  { slowdown = CPU_SLOWDOWN, viewport = { width: 412, height: 823 }, traceDir = process.env.STARTUP_TRACE_DIR } = {},
) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(url, { waitUntil: 'load' });
    // Waited for with one small expression through CDP, not Playwright's waitForSelector/evaluate: those
    // evaluate Playwright's injected script (~50 ms at 4x) in the page's renderer, which the trace would
    // count as a start-up task of the page. The app marks <html data-started> once it runs (a build
    // before docs/decisions/020 does not: it is given 5 s after load); start-up is over once the later
    // sections have hydrated: two quiet frames and a second task after that.
    await cdp.send('Runtime.evaluate', { expression: STARTED, awaitPromise: true });
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    if (traceDir) {
      fs.mkdirSync(traceDir, { recursive: true });
      fs.writeFileSync(path.join(traceDir, `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.trace.json`), JSON.stringify(events));
    }
    // The page's renderer main thread: the one that parsed the page's own document (not about:blank's).
    const pathname = new URL(url).pathname;
    const parses = events.filter(
      (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(new URL(url).origin) && new URL(e.args.beginData.url).pathname === pathname,
    );
    if (parses.length === 0) return [];
    const thread = `${parses[0].pid}/${parses[0].tid}`;
    const main = events.filter((e) => `${e.pid}/${e.tid}` === thread);
    // From the page's own document on (not the blank page's unload before it).
    const from = Math.min(...parses.map((e) => e.ts));
    const tasks = main
      .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur && e.ts + e.dur >= from)
      .map((t) => ({ ms: t.dur / 1000, cpu: (t.tdur ?? t.dur) / 1000, parts: breakdown(t, main) }));
    tasks.sort((a, b) => b.ms - a.ms);
    return tasks;
  } finally {
    await context.close();
  }
}

export async function launchTracingBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS, headless: true });
}

export const formatTask = (t) =>
  `${Math.round(t.ms)} ms (thread time ${Math.round(t.cpu)} ms): ${t.parts.map(([n, ms]) => `${n} ${Math.round(ms)} ms`).join(', ')}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  if (urls.length === 0) {
    console.error('usage: node scripts/startup-tasks.mjs <url>...');
    process.exit(2);
  }
  // STARTUP_SLOWDOWN=1 measures without throttling (the tasks' own cost, x4 for the phone);
  // STARTUP_SHOW=ms lists every task longer than that instead of those over the rule's 50 ms.
  const slowdown = Number(process.env.STARTUP_SLOWDOWN ?? CPU_SLOWDOWN);
  const show = Number(process.env.STARTUP_SHOW ?? LONG_TASK_MS);
  const browser = await launchTracingBrowser();
  try {
    for (const url of urls) {
      const tasks = await startupTasks(browser, url, { slowdown });
      const long = tasks.filter((t) => t.ms > LONG_TASK_MS);
      console.log(`${url}: longest start-up task ${Math.round(tasks[0]?.ms ?? 0)} ms at ${slowdown}x slowdown; ${long.length} over ${LONG_TASK_MS} ms`);
      for (const t of tasks.filter((t) => t.ms > show)) console.log(`  ${formatTask(t)}`);
    }
  } finally {
    await browser.close();
  }
}
