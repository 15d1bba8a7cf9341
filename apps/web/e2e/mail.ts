import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

const parsed = new Map<string, Promise<ParsedMail>>();

/** Every message this worker's server has mailed so far (its mailbox: e2e/fixtures.ts), oldest first, parsed. */
export async function inbox(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAILBOX;
  if (!dir) throw new Error('no e2e mailbox: import test from e2e/fixtures.ts');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(
    names.map((name) => {
      const file = join(dir, name);
      if (!parsed.has(file))
        parsed.set(
          file,
          readFile(file).then((raw) => simpleParser(raw)),
        );
      return parsed.get(file)!;
    }),
  );
}

export const recipients = (mail: ParsedMail): string[] =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

/** Waits until a message to `to` whose subject matches arrives at this worker's SMTP server. */
export async function waitForMail(to: string, subject: RegExp | string, timeout = 20_000): Promise<ParsedMail> {
  const matches = (m: ParsedMail) =>
    recipients(m).includes(to.toLowerCase()) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? ''));
  let found: ParsedMail | undefined;
  // Until then the received messages are the value shown when it fails.
  await expect
    .poll(
      async () => {
        const all = await inbox();
        found = all.find(matches);
        return found ? 'arrived' : all.map((m) => `${recipients(m).join(',')}: ${m.subject}`);
      },
      { timeout, message: `a mail to ${to} matching ${String(subject)}` },
    )
    .toBe('arrived');
  return found!;
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
