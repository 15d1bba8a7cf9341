// The e2e run's mailbox: serve.mjs starts a real SMTP server (smtp-server) for the app and writes
// every message it receives here as an .eml file; specs read and parse them (e2e/mail.ts).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One directory per e2e port, so that two runs on different ports never read each other's mail. */
export const mailboxDir = (port = process.env.E2E_PORT ?? '5199') => join(tmpdir(), `academy-e2e-mailbox-${port}`);
