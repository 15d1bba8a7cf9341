import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { FORM_MAIL_SUBJECTS, MAIL_TEXTS } from '@academy/contract/email';
import { REGISTRATION_MESSAGES, REGISTRATION_STATUSES, STATUS_MESSAGES, type RegistrationHistoryEntry } from '@academy/contract/registration';
import { emails } from '../../src/db/schema/emails.ts';
import { ADMIN, PARENT_FORM, registrationIdOf, useMailTestApp } from '../helpers.ts';

const { t, smtp, auth } = useMailTestApp({ rateLimitForms: 100, publicUrl: 'https://academy.example' });

const parent = PARENT_FORM;

const mailCount = async () => (await t.app.db.select({ n: count() }).from(emails))[0]!.n;

/** The mails that arrive after `before` messages, once `n` of them are there and nothing else is due. */
async function arrivals(before: number, n: number): Promise<ParsedMail[]> {
  await smtp.waitFor(before + n);
  await t.app.background.drain();
  return smtp.messages.slice(before);
}

const register = async (payload: Record<string, unknown> = parent) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload });
  expect(res.statusCode).toBe(201);
  const answer = res.json().data as { parent_email: string; player_name: string; status: string };
  return { ...answer, id: await registrationIdOf(t.app, answer) };
};

const history = async (id: number) => {
  const res = await t.app.inject({ url: `/api/registrations/${id}/history`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as RegistrationHistoryEntry[];
};

const setStatus = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/registrations/${id}/status`, headers: auth, payload });

const recipient = (m: ParsedMail) =>
  [m.to ?? []]
    .flat()
    .map((a) => a.text)
    .join(', ');

const statusLinkOf = (text: string) => text.match(/https:\/\/academy\.example\/status\/([A-Za-z0-9_-]+)/)?.[1];

describe('a public registration', () => {
  it('emails the parent a summary with the status link, and the academy a notice with the admin link', async () => {
    const before = smtp.messages.length;
    const { id } = await register();
    const mails = await arrivals(before, 2);
    expect(mails).toHaveLength(2);

    const toParent = mails.find((m) => recipient(m).includes(parent.parent_email))!;
    // No visitor text in the subject: anyone can make the academy mail any address through the form.
    expect(toParent.subject).toBe(FORM_MAIL_SUBJECTS.registrationReceived);
    expect(toParent.subject).not.toContain(parent.player_name);
    // Only the academy's fixed words and the link: the address is not verified yet (decision 054).
    expect(toParent.text).toContain(MAIL_TEXTS.registrationReceived({ statusUrl: '' }).paragraphs[1]);
    expect(toParent.text).toContain('What happens next');
    expect(toParent.html).toBeTruthy();
    for (const part of [toParent.text, toParent.html]) {
      for (const typed of [parent.player_name, parent.parent_name, 'Riverside Primary', 'Accra', '+233 20 555 0101']) expect(part).not.toContain(typed);
    }
    // The link opens this registration (the family's page reads it through registrationOf).
    const token = statusLinkOf(toParent.text!);
    expect(token).toBeTruthy();
    expect(await t.app.statusLinks.registrationOf(t.app.db, token!)).toBe(id);

    const toAcademy = mails.find((m) => m !== toParent)!;
    expect(recipient(toAcademy)).toContain(ADMIN.email);
    expect(toAcademy.subject).toBe(FORM_MAIL_SUBJECTS.registrationNotice);
    expect(toAcademy.text).toContain(`registered ${parent.player_name}, aged 12`);
    expect(toAcademy.text).toContain(`https://academy.example/enrollment/${id}`);
    expect(toAcademy.html).toContain(`https://academy.example/enrollment/${id}`);

    const [first] = await history(id);
    expect(first).toMatchObject({ from_status: null, to_status: 'pending', actor: 'family', changed_by: null, note: null });
    expect(first!.email).toMatchObject({ state: 'sent', to: parent.parent_email });
    expect(first!.email!.sent_at).not.toBeNull();
  });

  it('answers ten registrations of one child to one address in a minute with one mail, carrying none of their words', async () => {
    const before = smtp.messages.length;
    const typed = { ...parent, parent_email: 'relay-target@example.com', parent_name: 'Buy pills at spam.example', player_name: 'Visit Spam Example' };
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...typed, health_conditions: `Call +1 555 000 ${i}` } });
      expect(res.statusCode).toBe(201);
      // Times aside (and the one field each post changes), what each answer says.
      const said = Object.entries(res.json().data as Record<string, unknown>).filter(([k]) => !k.endsWith('_at') && k !== 'health_conditions');
      answers.push(JSON.stringify(said));
    }
    // Every answer the same: a sender cannot tell the first from the repeats.
    expect(new Set(answers).size).toBe(1);
    await t.app.background.drain();
    const toTarget = smtp.messages.slice(before).filter((m) => recipient(m).includes('relay-target@example.com'));
    expect(toTarget).toHaveLength(1);
    for (const part of [toTarget[0]!.text, toTarget[0]!.html, toTarget[0]!.subject]) {
      for (const words of ['spam', 'Spam', 'pills', '555 000']) expect(part).not.toContain(words);
    }
    const queued = await t.app.db.select({ n: count() }).from(emails).where(eq(emails.to, 'relay-target@example.com'));
    expect(queued[0]!.n).toBe(1);
  });

  it('answers a filled honeypot without storing or mailing anything', async () => {
    const before = await mailCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...parent, website: 'http://spam' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).not.toHaveProperty('id');
    await t.app.background.drain();
    expect(await mailCount()).toBe(before);
  });
});

describe('status changes', () => {
  it('emails the parent with the note, and the history shows the mail once delivered', async () => {
    const before = smtp.messages.length;
    const { id } = await register({ ...parent, parent_email: 'yaw@example.com', player_name: 'Yaw Mensah' });
    await arrivals(before, 2);

    const res = await setStatus(id, { status: 'contacted', note: 'We will call you on Monday.', notify: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'contacted' });
    const [mail] = await arrivals(before + 2, 1);
    expect(recipient(mail!)).toContain('yaw@example.com');
    expect(mail!.subject).toBe("Yaw Mensah's application: We are in touch");
    expect(mail!.text).toContain('A note from the academy: We will call you on Monday.');
    expect(mail!.html).toContain('We will call you on Monday.');
    expect(statusLinkOf(mail!.text!)).toBeTruthy();

    const entries = await history(id);
    expect(entries.map((e) => [e.from_status, e.to_status])).toEqual([
      [null, 'pending'],
      ['pending', 'contacted'],
    ]);
    expect(entries[1]).toMatchObject({ actor: 'admin', changed_by: 'Administrator', note: 'We will call you on Monday.' });
    expect(entries[1]!.email).toMatchObject({ state: 'sent', to: 'yaw@example.com' });
  });

  it('sends nothing when notify is false', async () => {
    const { id } = await register({ ...parent, parent_email: 'esi@example.com', player_name: 'Esi Owusu' });
    await t.app.background.drain();
    const before = await mailCount();
    const res = await setStatus(id, { status: 'waitlisted', note: 'Internal: squad full', notify: false });
    expect(res.json().data.status).toBe('waitlisted');
    await t.app.background.drain();
    expect(await mailCount()).toBe(before);
    const last = (await history(id)).at(-1)!;
    expect(last).toMatchObject({ from_status: 'pending', to_status: 'waitlisted', note: 'Internal: squad full', email: null });
  });

  it('refuses a transition the contract does not allow (409) and changes nothing', async () => {
    const { id } = await register({ ...parent, parent_email: 'kwame@example.com', player_name: 'Kwame Asante' });
    expect((await setStatus(id, { status: 'withdrawn', notify: false })).statusCode).toBe(200);
    await t.app.background.drain();
    const mailsBefore = await mailCount();
    const entriesBefore = await history(id);

    const res = await setStatus(id, { status: 'accepted', note: 'Welcome!' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: STATUS_MESSAGES.transitionRefused('withdrawn', 'accepted') });
    expect((await t.app.inject({ url: `/api/registrations/${id}`, headers: auth })).json().data.status).toBe('withdrawn');
    expect(await history(id)).toEqual(entriesBefore);
    await t.app.background.drain();
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('answers 404 for the history of an unknown registration', async () => {
    const res = await t.app.inject({ url: '/api/registrations/999999/history', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(REGISTRATION_MESSAGES.notFound);
  });

  it('counts every status in the stats', async () => {
    const stats = (await t.app.inject({ url: '/api/registrations/stats', headers: auth })).json().data;
    expect(Object.keys(stats.by_status).sort()).toEqual([...REGISTRATION_STATUSES].sort());
    expect(stats.by_status).toMatchObject({ contacted: 1, waitlisted: 1, withdrawn: 1 });
  });
});

describe('the admin form', () => {
  it('sends no mail, and the first history entry names the administrator', async () => {
    await t.app.background.drain();
    const before = await mailCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registrations',
      headers: auth,
      payload: {
        ...parent,
        player_name: 'Abena Darko',
        player_age: 18,
        years_playing: '6',
        uniform_size: 'X-Large',
        contact_permission: 'yes',
        health_conditions: 'None',
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.background.drain();
    expect(await mailCount()).toBe(before);
    const [first, ...rest] = await history(res.json().data.id);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ from_status: null, to_status: 'pending', actor: 'admin', changed_by: 'Administrator', email: null });
  });
});

describe('a contact message', () => {
  it('emails the academy with a link to the messages screen', async () => {
    await t.app.background.drain();
    const before = smtp.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullname: 'Peter Quaye', email: 'peter@example.com', phone: '', city: 'Kumasi', message: 'Do you train in the holidays?' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await arrivals(before, 1);
    expect(recipient(mail!)).toContain(ADMIN.email);
    expect(mail!.subject).toBe(FORM_MAIL_SUBJECTS.contactNotice);
    expect(mail!.text).toContain('Peter Quaye wrote through the contact form');
    expect(mail!.text).toContain('Do you train in the holidays?');
    expect(mail!.text).toContain('City: Kumasi');
    expect(mail!.text).toContain('https://academy.example/messages');
    expect(mail!.html).toContain('https://academy.example/messages');
    const [row] = await t.app.db.select().from(emails).where(eq(emails.subject_type, 'contact_message'));
    expect(row).toMatchObject({ kind: 'contact_notice', subject_id: res.json().data.id, state: 'sent' });
  });
});
