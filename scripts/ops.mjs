#!/usr/bin/env node
// `npm run backup|restore|admin -- …`: the ops commands (apps/server/src/ops/cli.ts). With the dev
// dependencies installed they run from the sources (tsx), so they always match them; on a
// production install (`npm ci --omit=dev`, no tsx) they run the bundle `npm run build` made
// (apps/server/dist/ops-cli.js), as the server itself does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(root, 'apps/server/dist/ops-cli.js');

function hasTsx() {
  try {
    createRequire(path.join(root, 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

const args = hasTsx() ? ['--import', 'tsx', path.join(root, 'apps/server/src/ops/cli.ts')] : [bundle];
if (args[0] === bundle && !fs.existsSync(bundle)) {
  console.error('apps/server/dist/ops-cli.js is missing: run `npm run build` (or `npm start` once) first.');
  process.exit(1);
}
const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
