import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { REGISTRATION_DUPLICATE_SUBJECT } from '@academy/contract/family-mail-constants';
import type { RegistrationHistoryEntry, StaffRegistration } from '@academy/contract/registration';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { emails } from '../../src/db/schema/emails.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { bearer, createTestApp, login, PARENT_FORM, registrationIdOf, useMailTestApp } from '../helpers.ts';

/** Decision 032: the staff note, duplicate registrations, the renewed status link and the admin form's audit entry. */
const { t, smtp, auth } = useMailTestApp({ rateLimitForms: 100, publicUrl: 'https://academy.example' });

/** What the admin form needs beyond the public one (the admin rules' choices). */
const ADMIN_FORM_RULES = { years_playing: '6', uniform_size: 'X-Large', contact_permission: 'yes', health_conditions: 'None' };

let families = 0;
const newFamily = () => ({ ...PARENT_FORM, parent_email: `fix${++families}@example.com`, player_name: `Ada${families} Mensah` });

async function arrivals(before: number, n: number): Promise<ParsedMail[]> {
  await smtp.waitFor(before + n);
  await t.app.background.drain();
  return smtp.messages.slice(before);
}
const recipient = (m: ParsedMail) =>
  [m.to ?? []]
    .flat()
    .map((a) => a.text)
    .join(', ');
const tokenIn = (text: string) => text.match(/https:\/\/academy\.example\/status\/([A-Za-z0-9_-]+)/)?.[1];
const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/registrations', payload });
const registrationCount = async (email: string) =>
  (await t.app.db.select({ n: count() }).from(registrations).where(eq(registrations.parent_email, email)))[0]!.n;

describe('a status change with a private staff note', () => {
  it('mails the note to the parent only, keeps the staff note in the history, and the family never sees it', async () => {
    const family = newFamily();
    const before = smtp.messages.length;
    const id = await registrationIdOf(t.app, (await register(family)).json().data);
    const [received] = (await arrivals(before, 2)).filter((m) => recipient(m).includes(family.parent_email));
    const token = tokenIn(received!.text!)!;

    const after = smtp.messages.length;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${id}/status`,
      headers: auth,
      payload: { status: 'contacted', note: 'We will call on Monday.', staff_note: 'Called Grace, she prefers mornings.', notify: true },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await arrivals(after, 1);
    expect(mail!.text).toContain('We will call on Monday.');
    for (const part of [mail!.text, mail!.html, mail!.subject]) expect(part).not.toContain('Called Grace');

    const history = (await t.app.inject({ url: `/api/registrations/${id}/history`, headers: auth })).json().data as RegistrationHistoryEntry[];
    expect(history.at(-1)).toMatchObject({ to_status: 'contacted', note: 'We will call on Monday.', staff_note: 'Called Grace, she prefers mornings.' });

    const status = await t.app.inject({ url: `/api/public/status/${token}` });
    expect(status.statusCode).toBe(200);
    expect(status.body).not.toContain('Called Grace');
    const page = await t.app.inject({ url: `/status/${token}` });
    expect(page.body).not.toContain('Called Grace');
  });

  it('records a staff note alone without mailing the family', async () => {
    const id = await registrationIdOf(t.app, (await register(newFamily())).json().data);
    await t.app.background.drain();
    const before = (await t.app.db.select({ n: count() }).from(emails))[0]!.n;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${id}/status`,
      headers: auth,
      payload: { status: 'pending', staff_note: 'Left a voicemail.', notify: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.db.select({ n: count() }).from(emails))[0]!.n).toBe(before);
    const history = (await t.app.inject({ url: `/api/registrations/${id}/history`, headers: auth })).json().data as RegistrationHistoryEntry[];
    expect(history.at(-1)).toMatchObject({ from_status: 'pending', to_status: 'pending', note: null, staff_note: 'Left a voicemail.', email: null });
  });
});

describe('the same child registered twice by the same parent', () => {
  it('mails the existing status link, stores one record, and answers as for a new one', async () => {
    const family = newFamily();
    const before = smtp.messages.length;
    const first = await register(family);
    const [received] = (await arrivals(before, 2)).filter((m) => recipient(m).includes(family.parent_email));
    const firstToken = tokenIn(received!.text!)!;

    const repeat = {
      ...family,
      parent_email: family.parent_email.toUpperCase(),
      player_name: `  ${family.player_name.toLowerCase().replace(' ', '   ')} `,
    };
    // Within the hour of the acknowledgement: answered the same, and no other mail (decision 054).
    const soon = smtp.messages.length;
    const early = await register(repeat);
    expect(early.statusCode).toBe(first.statusCode);
    expect(Object.keys(early.json().data).sort()).toEqual(Object.keys(first.json().data).sort());
    await t.app.background.drain();
    expect(smtp.messages.length).toBe(soon);
    // An hour later the repeat gets the existing link.
    await t.app.db
      .update(emails)
      .set({ created_at: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(emails.to, family.parent_email));

    const again = smtp.messages.length;
    const second = await register(repeat);
    expect(second.statusCode).toBe(first.statusCode);
    expect(Object.keys(second.json().data).sort()).toEqual(Object.keys(first.json().data).sort());
    // No id in either answer (decision 035): nothing tells the duplicate apart.
    expect(second.json().data).not.toHaveProperty('id');
    expect(first.json().data).not.toHaveProperty('id');
    const mails = await arrivals(again, 1);
    expect(mails.map((m) => m.subject)).toEqual([REGISTRATION_DUPLICATE_SUBJECT]);
    expect(recipient(mails[0]!)).toContain(family.parent_email);
    expect(mails[0]!.subject).toBe(REGISTRATION_DUPLICATE_SUBJECT);
    expect(tokenIn(mails[0]!.text!)).toBe(firstToken);
    expect(await registrationCount(family.parent_email)).toBe(1);

    // Another age is another child: a second application.
    const sibling = await register({ ...family, player_age: 10 });
    expect(sibling.statusCode).toBe(201);
    expect(await registrationCount(family.parent_email)).toBe(2);
  });

  it('flags a duplicate made through the admin form on the list and the detail, with the other record', async () => {
    const family = newFamily();
    const first = { id: await registrationIdOf(t.app, (await register(family)).json().data) };
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registrations',
      headers: auth,
      payload: { ...family, ...ADMIN_FORM_RULES, player_name: family.player_name.toUpperCase() },
    });
    expect(admin.statusCode).toBe(201);
    const second = admin.json().data as { id: number };

    const read = await t.app.inject({ url: `/api/registrations/${second.id}`, headers: auth });
    expect(read.statusCode, read.body).toBe(200);
    const detail = read.json().data as StaffRegistration;
    expect(detail.duplicate_of).toBe(first.id);
    const list = (await t.app.inject({ url: `/api/registrations?q=${encodeURIComponent(family.parent_email)}`, headers: auth })).json()
      .data as StaffRegistration[];
    expect(Object.fromEntries(list.map((r) => [r.id, r.duplicate_of]))).toEqual({ [first.id]: second.id, [second.id]: first.id });
    const other = (
      await t.app.inject({ url: `/api/registrations/${await registrationIdOf(t.app, (await register(newFamily())).json().data)}`, headers: auth })
    ).json().data;
    expect(other.duplicate_of).toBeNull();

    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'registration.create'));
    expect(audited.map((a) => a.record_id)).toContain(String(second.id));
  });
});

describe("resending a family's status link", () => {
  it('makes a new token, revokes the old one, and mails the new link', async () => {
    const family = newFamily();
    const before = smtp.messages.length;
    const id = await registrationIdOf(t.app, (await register(family)).json().data);
    const [received] = (await arrivals(before, 2)).filter((m) => recipient(m).includes(family.parent_email));
    const oldToken = tokenIn(received!.text!)!;
    expect((await t.app.inject({ url: `/api/public/status/${oldToken}` })).statusCode).toBe(200);

    const oldFeed = new URL((await t.app.statusLinks.feedUrlFor(t.app.db, id))!).pathname;
    expect((await t.app.inject({ url: oldFeed })).statusCode).toBe(200);

    const after = smtp.messages.length;
    const res = await t.app.inject({ method: 'POST', url: `/api/registrations/${id}/status-link`, headers: auth });
    expect(res.statusCode).toBe(200);
    const { url, mailed } = res.json().data as { url: string; mailed: boolean };
    expect(mailed).toBe(true);
    const [mail] = await arrivals(after, 1);
    const newToken = tokenIn(mail!.text!)!;
    expect(url).toBe(`https://academy.example/status/${newToken}`);
    expect(newToken).not.toBe(oldToken);
    expect((await t.app.inject({ url: `/api/public/status/${oldToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/status/${newToken}` })).statusCode).toBe(200);
    // The calendar address is renewed too: the old one answers 404, the new one the feed.
    expect((await t.app.inject({ url: oldFeed })).statusCode).toBe(404);
    const newFeed = new URL((await t.app.statusLinks.feedUrlFor(t.app.db, id))!).pathname;
    expect(newFeed).not.toBe(oldFeed);
    expect((await t.app.inject({ url: newFeed })).statusCode).toBe(200);
  });

  it('shows the link to copy when no mail server is configured', async () => {
    const offline = await createTestApp({ publicUrl: 'https://academy.example' });
    try {
      const headers = bearer(await login(offline.app));
      const id = await registrationIdOf(
        offline.app,
        (await offline.app.inject({ method: 'POST', url: '/api/registrations', payload: newFamily() })).json().data,
      );
      const oldUrl = await offline.app.statusLinks.urlFor(offline.app.db, id);
      const res = await offline.app.inject({ method: 'POST', url: `/api/registrations/${id}/status-link`, headers });
      const { url, mailed } = res.json().data as { url: string; mailed: boolean };
      expect(mailed).toBe(false);
      expect(url).not.toBe(oldUrl);
      expect(await offline.app.statusLinks.registrationOf(offline.app.db, url.slice(url.lastIndexOf('/') + 1))).toBe(id);
      expect(await offline.app.statusLinks.registrationOf(offline.app.db, oldUrl.slice(oldUrl.lastIndexOf('/') + 1))).toBeNull();
      expect((await offline.app.db.select({ n: count() }).from(emails).where(eq(emails.kind, 'status_link')))[0]!.n).toBe(0);
    } finally {
      await offline.close();
    }
  });
});
