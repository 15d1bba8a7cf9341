import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestMailServer = {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Resolves when at least `n` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Refuses every message with this SMTP reply until `accept()` (e.g. 451 temporary, 550 permanent). */
  refuse(code: number, message?: string): void;
  accept(): void;
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 (the nodemailer project's smtp-server); what it receives is parsed with mailparser. */
export async function startMailServer(port = 0): Promise<TestMailServer> {
  const messages: ParsedMail[] = [];
  let refusal: { code: number; message: string } | undefined;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusal) {
          const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(err);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            messages.push(mail);
            for (const w of waiters) w();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages,
    waitFor(n, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length >= n) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(messages);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${n} messages, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuse(code, message = 'refused by the test') {
      refusal = { code, message };
    },
    accept() {
      refusal = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
