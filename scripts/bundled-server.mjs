// The built server (apps/server/dist) started on loopback for the benches, with a data directory
// of their own: start it, wait for it, stop it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * LOG_LEVEL=warn unless `env` says otherwise (`LOG_LEVEL: undefined` gives the shipped default,
 * info); `nodeArgs` go before the script (e.g. --cpu-prof).
 */
export function startBundledServer({ port, dataDir, env = {}, stdout = 'ignore', nodeArgs = [] }) {
  return spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', stdout, 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: path.join(root, 'apps/web/dist'), LOG_LEVEL: 'warn', ...env },
  });
}

export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
