import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { REDACTED, redactUrl } from '../../src/plugins/access-log.ts';
import { bearer, createTestApp, login, PARENT_FORM, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

/**
 * Secrets out of the access log (docs/decisions/023): a family's status link opens its data for a
 * year, a set-password link opens an account, and a parent's email is personal data. A whole
 * journey runs through a real server and mail server, with its links taken from the mails it sent;
 * then every log line is searched for each token and each email.
 */
const lines: string[] = [];
let smtp: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp(
    { smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50, publicUrl: 'https://academy.example', logLevel: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const recipient = (m: ParsedMail) =>
  [m.to ?? []]
    .flat()
    .map((a) => a.text)
    .join(', ');
async function mailTo(address: string, containing: string): Promise<string> {
  for (let n = 1; ; n++) {
    await smtp.waitFor(n);
    await t.app.background.drain();
    const found = smtp.messages.find((m) => recipient(m).includes(address) && (m.text ?? '').includes(containing));
    if (found) return found.text!;
  }
}
const linkIn = (text: string, path: string) => {
  const m = new RegExp(`https://academy\\.example${path}/([^\\s/"<>]+)`).exec(text);
  expect(m, `${path} link in the mail`).toBeTruthy();
  return m![1]!;
};

describe('the access log after a whole journey', () => {
  it('holds no status, set-password or newsletter token, no sign-in token and no email', async () => {
    const parentEmail = 'ama.journey@example.com';
    const editorEmail = 'new.editor@academy.test';
    const readerEmail = 'reader.journey@example.com';
    const movedEmail = 'ama.moved@example.com';

    // A family registers and follows its status link.
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, parent_email: parentEmail } })).statusCode).toBe(201);
    const status = linkIn(await mailTo(parentEmail, '/status/'), '/status');
    expect((await t.app.inject({ url: `/status/${status}` })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: `/api/public/status/${status}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/public/status/${status}/data` })).statusCode).toBe(200);
    // Its calendar feed, whose token the ".ics" suffix once kept out of the redaction.
    const [child] = (await t.app.db.execute(sql`select id from registrations where parent_email = ${parentEmail}`)).rows as { id: number }[];
    const feedUrl = (await t.app.statusLinks.feedUrlFor(t.app.db, Number(child!.id)))!;
    const feed = feedUrl.slice(feedUrl.lastIndexOf('/') + 1).replace(/\.ics$/, '');
    expect((await t.app.inject({ url: new URL(feedUrl).pathname })).statusCode).toBe(200);
    // A new email, confirmed from its mailbox by the link mailed there.
    const details = (await t.app.inject({ url: `/api/public/status/${status}/details` })).json().data;
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/public/status/${status}/details`, payload: { ...details, parent_email: movedEmail } })).statusCode,
    ).toBe(200);
    const change = linkIn(await mailTo(movedEmail, '/family/email/'), '/family/email');
    expect((await t.app.inject({ url: `/family/email/${change}` })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: `/api/public/family-email/${change}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/public/family-email/${change}` })).statusCode).toBe(200);

    // A reader subscribes, confirms and unsubscribes.
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: readerEmail } })).statusCode).toBe(201);
    const confirm = linkIn(await mailTo(readerEmail, '/newsletter/confirm/'), '/newsletter/confirm');
    expect((await t.app.inject({ url: `/newsletter/confirm/${confirm}` })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${confirm}` })).statusCode).toBeLessThan(500);

    // The administrator signs in, adds an account by set-password link, exports and erases the family.
    const token = await login(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(token),
      payload: { name: 'New editor', email: editorEmail, role: 'editor', password_mode: 'link' },
    });
    expect(created.statusCode).toBe(201);
    const setPassword = linkIn(await mailTo(editorEmail, '/set-password/'), '/set-password');
    expect((await t.app.inject({ url: `/set-password/${setPassword}` })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: `/api/set-password/${setPassword}` })).statusCode).toBe(200);
    // Token-bearing URLs that other screens may use: a reset link, a token in the query.
    await t.app.inject({ url: `/reset-password/${setPassword}` });
    await t.app.inject({ url: `/api/auth/reset-password?token=${setPassword}&email=${encodeURIComponent(editorEmail)}` });
    expect((await t.app.inject({ method: 'POST', url: '/api/families/export', headers: bearer(token), payload: { email: parentEmail } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/families', headers: bearer(token), payload: { email: parentEmail } })).statusCode).toBe(200);
    // A careless client that still puts the email in the query string.
    await t.app.inject({ url: `/api/families/export?email=${encodeURIComponent(parentEmail)}`, headers: bearer(token) });

    await t.app.background.drain();
    const log = lines.join('');
    const requestLines = lines.filter((l) => l.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThan(15);
    // The requests are in the log, with the secret part replaced.
    expect(log).toContain(`/api/public/status/${REDACTED}/data`);
    expect(log).toContain(`/set-password/${REDACTED}`);
    expect(log).toContain(`/newsletter/confirm/${REDACTED}`);
    expect(log).toContain(`email=${REDACTED}`);
    expect(log).toContain(`/calendar/family/${REDACTED}`);
    expect(log).toContain(`/api/public/family-email/${REDACTED}`);
    for (const secret of [
      status,
      feed,
      change,
      confirm,
      setPassword,
      token,
      parentEmail,
      readerEmail,
      editorEmail,
      movedEmail,
      encodeURIComponent(parentEmail),
    ]) {
      expect(log.includes(secret), `log holds ${secret}`).toBe(false);
    }
  });
});

describe('admin searches in the access log (decision 061)', () => {
  it("logs a search's line without the name typed into it", async () => {
    const headers = bearer(await login(t.app));
    const name = 'Kwabena Searchname';
    const before = lines.length;
    for (const url of [
      `/api/registrations?q=${encodeURIComponent(name)}&status=pending`,
      `/api/photo-subjects/candidates?q=${encodeURIComponent(name)}`,
      `/api/news?q=${encodeURIComponent(name)}`,
      `/api/audit?actor=${encodeURIComponent(name)}`,
      `/api/registrations?page=1&q=${name.replace(' ', '+')}`,
    ]) {
      expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    }
    await t.app.background.drain();
    const written = lines.slice(before).filter((l) => l.includes('"msg":"request"'));
    // Before: `"url":"/api/registrations?q=Kwabena%20Searchname&status=pending"`.
    expect(written.filter((l) => l.includes(`"url":"/api/registrations?q=${REDACTED}&status=pending"`))).toHaveLength(1);
    expect(written).toHaveLength(5);
    for (const line of written) for (const part of ['Kwabena', 'Searchname']) expect(line, line).not.toContain(part);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/posts?page=2&limit=10', '/api/posts?page=2&limit=10'],
    ['/uploads/images/3f2a9c1b7d4e5f60-640w.webp', '/uploads/images/3f2a9c1b7d4e5f60-640w.webp'],
    ['/news/12', '/news/12'],
    ['/status/abc', `/status/${REDACTED}`],
    ['/calendar/family/r2Vt8kq0ZPfa3Lw9xYb1cD4eF5gH6iJ7kL8mN9oP0qR.ics', `/calendar/family/${REDACTED}`],
    ['/calendar/squad/12.ics', '/calendar/squad/12.ics'],
    ['/api/x/Q29kZWQtdG9rZW4tb2YtbWFueS1ieXRlcw.ics', `/api/x/${REDACTED}`],
    ['/family/email/abc', `/family/email/${REDACTED}`],
    ['/api/anything/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlc2lnbmF0dXJl', `/api/anything/${REDACTED}`],
    ['/api/x?q=grace%40example.com&page=1', `/api/x?q=${REDACTED}&page=1`],
    ['/login?code=123456', `/login?code=${REDACTED}`],
    ['/api/registrations?q=Kofi%20Osei&status=pending', `/api/registrations?q=${REDACTED}&status=pending`],
    ['/api/photo-subjects/candidates?q=kofi', `/api/photo-subjects/candidates?q=${REDACTED}`],
    ['/api/x?page=2&search=Ama+Boateng', `/api/x?page=2&search=${REDACTED}`],
    ['/api/x?player_name=Ama&limit=5', `/api/x?player_name=${REDACTED}&limit=5`],
    ['/api/audit?actor=Ama&from=2026-01-01', `/api/audit?actor=${REDACTED}&from=2026-01-01`],
    ['/api/x?sequence=3&quality=80', '/api/x?sequence=3&quality=80'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
