// The mailboxes of the e2e servers: each (e2e/serve.mjs) has a real SMTP server (smtp-server) that
// writes every message it receives into the directory for its port as an .eml file; specs read and
// parse those of their worker's server (e2e/mail.ts).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One directory per server port, so that two servers never read each other's mail. */
export const mailboxDir = (port) => join(tmpdir(), `academy-e2e-mailbox-${port}`);
