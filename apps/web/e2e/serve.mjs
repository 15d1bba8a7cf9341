// The real server for end-to-end tests: a data directory of its own (a copy of the run's seeded
// template, or seeded on its first start), a known administrator, and a real SMTP server on
// 127.0.0.1 whose messages land in the server's mailbox directory (e2e/mail.ts reads it).
// E2E_SERVER=dist runs the bundled server (CI, after `npm run build`); otherwise the TypeScript
// source runs through tsx, so a developer never tests a stale server build.
// Each Playwright worker starts one (e2e/fixtures.ts, decision 028); `node e2e/serve.mjs` starts one
// on E2E_PORT by hand.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { E2E_ADMIN } from './admin-credentials.mjs';
import { mailboxDir } from './mailbox.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The run's base port: the seeded template is made on it, worker n's server listens on E2E_PORT + 10 + n. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5199);
const exited = (child) => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));

/** A real SMTP server writing every message it receives into `mailbox` as an .eml file. */
async function startMailbox(mailbox) {
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
  await new Promise((done, fail) => {
    smtp.server.once('error', fail);
    smtp.listen(0, '127.0.0.1', done);
  });
  return { port: smtp.server.address().port, close: () => new Promise((done) => smtp.close(done)) };
}

/** Resolves once /api/health answers 200; rejects if the process exits first or after `ms`. */
async function healthy(url, child, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (child.exitCode === null && child.signalCode === null) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`the e2e server on ${url} did not become healthy within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the e2e server on ${url} exited with ${child.exitCode ?? child.signalCode}`);
}

/**
 * Starts the server on `port` with `dataDir` (default: a new temporary directory, filled from
 * `template` when given). Resolves once it is healthy, with its URL, its mailbox and `stop()`,
 * which ends it and removes the directories it made.
 */
export async function startE2EServer({ port, template, dataDir }) {
  const ownDir = !dataDir;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'academy-e2e-'));
  // The lock of a stopped server is gone already; never copy a live one.
  if (template) cpSync(template, dir, { recursive: true, filter: (from) => basename(from) !== '.lock.d' });
  const mailbox = mailboxDir(String(port));
  const smtp = await startMailbox(mailbox);
  const url = `http://127.0.0.1:${port}`;
  const args = process.env.E2E_SERVER === 'dist' ? [join(root, 'apps/server/dist/server.js')] : ['--import', 'tsx', join(root, 'apps/server/src/server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      BACKGROUND_POLL_MS: '200',
      MAIL_RETRY_BASE_MS: '200',
      DATA_DIR: dir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      WEB_DIST: process.env.WEB_DIST ?? join(root, 'apps/web/dist'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    await smtp.close();
    if (ownDir) rmSync(dir, { recursive: true, force: true });
    rmSync(mailbox, { recursive: true, force: true });
  };
  try {
    await healthy(url, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, mailbox, stop };
}

/** Seeds `dir` the way a first start does (the demo content, the administrator), then stops. */
export async function seedTemplate(dir, port) {
  const server = await startE2EServer({ port, dataDir: dir });
  await server.stop();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startE2EServer({ port: E2E_PORT });
  console.log(`e2e server on ${server.url}, mail in ${server.mailbox}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
