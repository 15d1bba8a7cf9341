import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { mailboxDir } from './mailbox.mjs';

const parsed = new Map<string, Promise<ParsedMail>>();

/** Every message the run's SMTP server has received so far, oldest first, parsed. */
export async function inbox(): Promise<ParsedMail[]> {
  const dir = mailboxDir();
  const names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(
    names.map((name) => {
      if (!parsed.has(name)) parsed.set(name, readFile(join(dir, name)).then((raw) => simpleParser(raw)));
      return parsed.get(name)!;
    }),
  );
}

export const recipients = (mail: ParsedMail): string[] =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

/** Waits until a message to `to` whose subject matches arrives at the test SMTP server. */
export async function waitForMail(to: string, subject: RegExp | string, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox()).find((m) => recipients(m).includes(to.toLowerCase()) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? '')));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await inbox()).map((m) => `${recipients(m).join(',')}: ${m.subject}`);
      throw new Error(`no mail to ${to} matching ${String(subject)} within ${timeoutMs} ms; received:\n${seen.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The target of the mail's link (HTML part) whose text is `label`. */
export function linkIn(mail: ParsedMail, label: string): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  for (const m of html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const text = m[2]!.replace(/<[^>]+>/g, '').trim();
    if (text === label) return m[1]!.replace(/&amp;/g, '&');
  }
  throw new Error(`no link "${label}" in the mail "${mail.subject}"`);
}
