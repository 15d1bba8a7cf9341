// Starts the real server for an end-to-end run: fresh data directory, seeded demo, known admin.
// E2E_SERVER=dist runs the bundled server (CI, after `npm run build`); otherwise the TypeScript
// source runs through tsx, so a developer never tests a stale server build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN } from './admin-credentials.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
const useDist = process.env.E2E_SERVER === 'dist';
const args = useDist
  ? [join(root, 'apps/server/dist/server.js')]
  : ['--import', 'tsx', join(root, 'apps/server/src/server.ts')];

const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '5199',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    WEB_DIST: process.env.WEB_DIST ?? join(root, 'apps/web/dist'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
