#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (tsx watch: it restarts when a file of apps/server/src
// or packages/contract/src changes) and Vite's dev server (hot reload, /api and /uploads proxied to
// that server), together, their output prefixed. Ctrl-C stops both; so does either one ending.
// PORT: the API server's port (default 5000); WEB_PORT: Vite's (default 5173). Every other setting
// is the server's own (README, configuration), as with `npm start`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const binOf = (pkg, name) => {
  const manifest = require(`${pkg}/package.json`);
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);
};

const port = process.env.PORT ?? '5000';
const webPort = process.env.WEB_PORT ?? '5173';
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

const processes = [
  {
    name: 'server',
    cwd: root,
    args: [binOf('tsx', 'tsx'), 'watch', '--clear-screen=false', '--include', 'packages/contract/src/**', 'apps/server/src/server.ts'],
    env: { PORT: port },
  },
  {
    name: 'web',
    cwd: path.join(root, 'apps/web'),
    args: [binOf('vite', 'vite'), '--host', '127.0.0.1', '--port', webPort, '--strictPort'],
    env: { API_TARGET: `http://127.0.0.1:${port}` },
  },
];

/** Writes a child's output line by line, each line after its name. */
function prefixed(stream, name, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

let stopping = false;
let exitCode = 0;
const running = new Set();

// Each child leads a process group of its own (detached), so stopping it reaches what it started
// (tsx watch's server, Vite's workers) and nothing is left behind.
for (const { name, cwd, args, env } of processes) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...colour, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  prefixed(child.stdout, name, process.stdout);
  prefixed(child.stderr, name, process.stderr);
  // 'close': after the child's last output has been written out.
  child.on('close', (code, killedBy) => {
    running.delete(child);
    signalGroup(child, 'SIGKILL');
    if (!stopping) {
      console.error(`[dev] ${name} ended (${killedBy ?? `exit ${code}`}): stopping the other.`);
      exitCode = code || 1;
      stop();
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

/** Signals a child (`group`: its whole process group); a process already gone is no error. */
function signal(child, name, group = false) {
  try {
    process.kill(group ? -child.pid : child.pid, name);
  } catch {
    // Already gone.
  }
}
const signalGroup = (child, name) => signal(child, name, true);

/**
 * SIGTERM to each child only: tsx watch passes it on to the server and waits for it to close its
 * database (a second SIGTERM would kill the server at once), Vite closes itself. What is left of a
 * child's group when it ends, or of any group 15 s later, is killed.
 */
function stop() {
  stopping = true;
  for (const child of running) signal(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  }, 15_000);
}

for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    if (stopping) return;
    console.log(`\n[dev] ${name}: stopping the server and the web dev server…`);
    stop();
  });
}

console.log(`[dev] web: http://127.0.0.1:${webPort}/ (API proxied to the server on port ${port}); Ctrl-C stops both.`);
