// Starts the real server for an end-to-end run: fresh data directory, seeded demo, known admin,
// and a real SMTP server on 127.0.0.1 whose messages land in the run's mailbox (e2e/mailbox.mjs).
// E2E_SERVER=dist runs the bundled server (CI, after `npm run build`); otherwise the TypeScript
// source runs through tsx, so a developer never tests a stale server build.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { E2E_ADMIN } from './admin-credentials.mjs';
import { mailboxDir } from './mailbox.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
const useDist = process.env.E2E_SERVER === 'dist';
const args = useDist
  ? [join(root, 'apps/server/dist/server.js')]
  : ['--import', 'tsx', join(root, 'apps/server/src/server.ts')];

const port = process.env.E2E_PORT ?? '5199';
const mailbox = mailboxDir(port);
rmSync(mailbox, { recursive: true, force: true });
mkdirSync(mailbox, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      // Written whole, then renamed: a reader never sees half a message.
      const name = join(mailbox, `${Date.now()}-${String(++received).padStart(5, '0')}.eml`);
      writeFileSync(`${name}.part`, Buffer.concat(chunks));
      renameSync(`${name}.part`, name);
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.server.once('error', reject);
  smtp.listen(0, '127.0.0.1', resolve);
});
const smtpPort = smtp.server.address().port;

const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    BACKGROUND_POLL_MS: '200',
    MAIL_RETRY_BASE_MS: '200',
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
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailbox, { recursive: true, force: true });
  process.exit(code ?? 0);
});
