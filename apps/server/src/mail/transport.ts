import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import sharp from 'sharp';
import type { StoredAttachment } from '../db/schema/emails.ts';
import { REPO_ROOT } from '../lib/paths.ts';
import { LOGO_CID } from './render.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: StoredAttachment[];
  headers?: Record<string, string>;
  /**
   * The same for every attempt of one outbox mail (decision 056): sent again after a crash between
   * the SMTP answer and its record, the copy carries the first one's Message-ID, which mail clients fold.
   */
  key?: string;
};

/** `<key@domain of the From address>` (RFC 5322 msg-id). */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'academy.invalid';
  return `<${key}@${domain}>`;
}

export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

/** A failure the server will not change its mind about (SMTP 5xx): no retry. */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

let logo: Promise<Buffer> | undefined;
/** The academy's logo as a PNG (mail clients do not show SVG), rendered once from the site's own logo. */
function logoPng(): Promise<Buffer> {
  logo ??= (async () => {
    const svg = path.join(REPO_ROOT, 'apps/web/public/logo.svg');
    const source = fs.existsSync(svg)
      ? fs.readFileSync(svg)
      : Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="38" fill="#f2b705"/></svg>');
    return sharp(source, { density: 300 })
      .resize(80, 80, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  })();
  return logo;
}

/** The mail server took longer than MAIL_SEND_TIMEOUT_MS: the mail is retried later. */
export class MailTimeoutError extends Error {
  constructor(ms: number) {
    super(`SMTP server did not finish within ${Math.round(ms / 1000)} s (MAIL_SEND_TIMEOUT_MS)`);
    this.name = 'MailTimeoutError';
  }
}

/**
 * Sends over SMTP_URL with nodemailer; one pooled connection per process. Each send is bounded by
 * `sendTimeoutMs` (decision 021): a server that accepts and never answers cannot hold a mail past
 * its claim; the stuck connection is dropped and the next mail gets a new one.
 */
export function createMailer(smtpUrl: string, from: string, sendTimeoutMs = 60_000): Mailer {
  const url = new URL(smtpUrl);
  const connect = () =>
    nodemailer.createTransport(
      {
        url: smtpUrl,
        // One connection per process, kept open between mails (a new SMTP session per mail is slow).
        pool: true,
        maxConnections: 1,
        // Well inside the runner's 2-minute lease (nodemailer's own defaults reach 10 minutes).
        connectionTimeout: Math.min(20_000, sendTimeoutMs),
        greetingTimeout: Math.min(20_000, sendTimeoutMs),
        socketTimeout: Math.min(45_000, sendTimeoutMs),
        // Local test servers and relays on loopback have no certificate worth checking.
        ...(['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname) ? { tls: { rejectUnauthorized: false } } : {}),
      },
      { from },
    );
  let transport = connect();
  return {
    async send(mail) {
      const sending = transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        ...(mail.key ? { messageId: messageIdFor(mail.key, from) } : {}),
        text: mail.text,
        html: mail.html,
        // Extra header lines kept with the mail (a newsletter's List-Unsubscribe, RFC 2369 / 8058).
        ...(mail.headers && Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
        attachments: [
          { filename: 'logo.png', content: await logoPng(), contentType: 'image/png', cid: LOGO_CID },
          ...mail.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content, 'base64'), contentType: a.contentType })),
        ],
      });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sending,
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new MailTimeoutError(sendTimeoutMs)), sendTimeoutMs);
          }),
        ]);
      } catch (err) {
        if (err instanceof MailTimeoutError) {
          sending.catch(() => {}); // ends when its connection is closed below
          const stuck = transport;
          transport = connect();
          stuck.close();
        }
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => transport.close(),
  };
}
