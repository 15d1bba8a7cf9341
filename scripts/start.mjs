#!/usr/bin/env node
// `npm start`: install when needed, build what is stale, then run the bundled server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function mtime(p) {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of anything under the given paths (node_modules and dist skipped). */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach(walk);
  return max;
}

function run(cmd, args) {
  console.log(`> ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}

const lock = at('package-lock.json');
const installed = at('node_modules', '.package-lock.json');
if (!fs.existsSync(at('node_modules')) || mtime(lock) > mtime(installed)) {
  run('npm', fs.existsSync(lock) ? ['ci'] : ['install']);
}

// The project runs on the Node.js its `node` dev dependency installs (docs/decisions/058): on a
// machine whose own Node is older, npm ran this script on that one before the install, so the rest
// (builds and the server) runs again on the project's.
const projectNode = at('node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
const again = major(process.version) < 24 && fs.existsSync(projectNode) && !process.env.ACADEMY_REEXEC;
if (again) {
  const child = spawn(projectNode, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ACADEMY_REEXEC: '1', PATH: `${path.dirname(projectNode)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  followStops(child);
} else {
  await main();
}

/**
 * A stop reaches the server and this script exits when the server has (README "Running it as a
 * service"; test/ops/start-signals.test.ts): SIGTERM and SIGINT are passed on, and so is the end of
 * the parent (npm exits on SIGTERM without waiting for its script, and a supervisor may kill it).
 */
function followStops(child) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const parent = process.ppid;
  const orphaned = setInterval(() => {
    if (process.ppid !== parent) child.kill('SIGTERM');
  }, 500);
  orphaned.unref();
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

async function main() {
  const contract = at('packages', 'contract', 'src');
  if (process.env.SKIP_WEB_BUILD === '1') {
    console.log('SKIP_WEB_BUILD=1: serving the existing web build as it is.');
  } else if (fs.existsSync(at('apps', 'web', 'index.html'))) {
    const webSources = newest([
      at('apps', 'web', 'src'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'public'),
      at('apps', 'web', 'vite.config.ts'),
      contract,
    ]);
    if (webSources > mtime(at('apps', 'web', 'dist', 'index.html'))) run('npm', ['run', 'build', '-w', '@academy/web']);
  } else {
    console.log('apps/web/index.html not found: skipping the web build (a placeholder page is served).');
  }

  const serverOut = at('apps', 'server', 'dist', 'server.js');
  const serverSources = newest([at('apps', 'server', 'src'), at('apps', 'server', 'build.mjs'), contract, at('apps', 'server', 'package.json')]);
  if (serverSources > mtime(serverOut)) run('npm', ['run', 'build', '-w', '@academy/server']);

  const child = spawn(process.execPath, [serverOut], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  followStops(child);
}
