import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { PHOTO_CONSENT_MAIL_SUBJECTS } from '@academy/contract/family-mail-constants';
import { FAMILY_PAGE } from '@academy/contract/family-page-constants';
import { CONSENT_BEFORE, PHOTO_CONSENT_VERSION, STATUS_LINK_IDLE_DAYS } from '@academy/contract/registration';
import { type FamilyPhotoConsent, type PhotoConsentAnswer, type PhotoConsentResult, type StaffPhotoConsent } from '@academy/contract/photo-consent';
import { photoConsentChanges } from '../../src/db/schema/photo-subjects.ts';
import { registrationLinks } from '../../src/db/schema/registration-links.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { backfillPhotoConsentHistory } from '../../src/modules/registrations/photo-consent.ts';
import { bearer, createTestApp, createUserWithRole, eventually, login, PARENT_FORM, registrationIdOf, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

/**
 * Photo consent in three parts (decision 046): each part stored with its version and time and a
 * history entry per answer; absent parts stored as 'no'; the family's changes behind its status link
 * (a withdrawal mails the academy once, is audited and empties the public cache); staff record a
 * paper answer (administrators only); the start-up backfill.
 */
const ACADEMY = 'office@academy.test';
let smtp: TestMailServer;
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ smtpUrl: smtp.url, academyEmail: ACADEMY, backgroundPollMs: 100, mailRetryBaseMs: 50 });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.accept());

let n = 0;
async function register(extra: Record<string, unknown> = {}) {
  n++;
  const payload = { ...PARENT_FORM, parent_email: `consent${n}@example.com`, player_name: `Abena Consent${n}`, ...extra };
  const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload });
  expect(res.statusCode, res.body).toBe(201);
  return registrationIdOf(t.app, payload);
}
const tokenFor = async (id: number) => {
  const url = await t.app.statusLinks.urlFor(t.app.db, id);
  return url.slice(url.lastIndexOf('/') + 1);
};
const rowOf = async (id: number) => (await t.app.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const historyRows = (id: number) =>
  t.app.db.select().from(photoConsentChanges).where(eq(photoConsentChanges.registration_id, id)).orderBy(photoConsentChanges.id);
const familyPut = (token: string, answer: PhotoConsentAnswer) =>
  t.app.inject({ method: 'PUT', url: `/api/public/status/${token}/photo-consent`, payload: answer });
const staffView = async (id: number) => {
  const res = await t.app.inject({ url: `/api/registrations/${id}/photo-consent`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StaffPhotoConsent;
};
const auditOf = async (id: number) =>
  (await t.app.inject({ url: `/api/audit?record_type=registration&record_id=${id}&limit=100`, headers: auth })).json().data as {
    action: string;
    actor: string;
    summary: string;
  }[];

describe('photo consent on the registration form', () => {
  it('stores each part with the text version and time, and a first history entry from the registration', async () => {
    const before = Date.now();
    const id = await register({ photo_consent: 'yes', photo_name_consent: 'no', photo_social_consent: 'yes' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ photo_consent: 'yes', photo_name_consent: 'no', photo_social_consent: 'yes', photo_consent_version: PHOTO_CONSENT_VERSION });
    expect(row.photo_consent_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const history = await historyRows(id);
    expect(history).toEqual([
      expect.objectContaining({ website: 'yes', name_with_photo: 'no', social_media: 'yes', version: PHOTO_CONSENT_VERSION, source: 'registration' }),
    ]);
    const view = await staffView(id);
    expect(view.consent.social_media).toEqual({ answer: 'yes', given_at: row.photo_consent_at!.toISOString(), version: PHOTO_CONSENT_VERSION });
    expect(view.history.map((h) => h.source)).toEqual(['registration']);
  });

  it("stores 'no' for the parts an older client does not send (fail closed)", async () => {
    const id = await register({ photo_consent: 'yes' });
    expect(await rowOf(id)).toMatchObject({ photo_consent: 'yes', photo_name_consent: 'no', photo_social_consent: 'no' });
    expect(await historyRows(id)).toEqual([expect.objectContaining({ website: 'yes', name_with_photo: 'no', social_media: 'no' })]);
  });

  it('refuses a part that is neither yes nor no', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...PARENT_FORM, photo_social_consent: 'maybe' } });
    expect(res.statusCode).toBe(400);
  });
});

describe("the family's answers on its status page", () => {
  it('shows the three answers with when they were given', async () => {
    const id = await register({ photo_consent: 'yes', photo_name_consent: 'no', photo_social_consent: 'no' });
    const res = await t.app.inject({ url: `/api/public/status/${await tokenFor(id)}/photo-consent` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const consent = res.json().data as FamilyPhotoConsent;
    expect(Object.values(consent).map((p) => p.answer)).toEqual(['yes', 'no', 'no']);
    for (const part of Object.values(consent)) expect(part.version).toBe(PHOTO_CONSENT_VERSION);
  });

  it('a withdrawal takes effect at once: columns and history, public cache emptied, the academy mailed exactly once, the audit entry', async () => {
    const id = await register({ photo_consent: 'yes', photo_name_consent: 'yes', photo_social_consent: 'no' });
    const token = await tokenFor(id);
    await smtp.waitFor(1); // the registration's own mails may still be on their way
    const generation = t.app.publicCache.stats().generation;
    const res = await familyPut(token, { website: 'no', name_with_photo: 'yes', social_media: 'yes' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as PhotoConsentResult;
    expect(result.withdrawn).toEqual(['website']);
    expect(result.given).toEqual(['social_media']);
    expect(result.consent.website.answer).toBe('no');
    expect(t.app.publicCache.stats().generation).toBeGreaterThan(generation);

    expect(await rowOf(id)).toMatchObject({
      photo_consent: 'no',
      photo_name_consent: 'yes',
      photo_social_consent: 'yes',
      photo_consent_version: PHOTO_CONSENT_VERSION,
    });
    const history = await historyRows(id);
    expect(history.map((h) => [h.source, h.website, h.name_with_photo, h.social_media])).toEqual([
      ['registration', 'yes', 'yes', 'no'],
      ['family', 'no', 'yes', 'yes'],
    ]);
    // The name part kept its first answer's time; the changed parts have the new one.
    expect(result.consent.name_with_photo.given_at).toBe(history[0]!.created_at.toISOString());
    expect(result.consent.website.given_at).toBe(history[1]!.created_at.toISOString());

    const row = await rowOf(id);
    const subject = PHOTO_CONSENT_MAIL_SUBJECTS.withdrawn;
    const toAcademy = await eventually(() => {
      const found = smtp.messages.filter((m) => JSON.stringify(m.to).includes(ACADEMY) && m.subject === subject && m.text?.includes(row.player_name));
      return found.length > 0 && found;
    });
    expect(toAcademy[0]!.text).toContain('photos on the website');
    expect(toAcademy[0]!.text).not.toContain('photos on social media');
    const toFamily = await eventually(
      () => smtp.messages.find((m) => JSON.stringify(m.to).includes(row.parent_email) && m.subject === PHOTO_CONSENT_MAIL_SUBJECTS.changed) ?? false,
    );
    expect(toFamily.text).toContain(row.player_name);

    // Saved again unchanged: nothing recorded, nobody mailed again.
    const again = await familyPut(token, { website: 'no', name_with_photo: 'yes', social_media: 'yes' });
    expect(again.json().data).toMatchObject({ withdrawn: [], given: [] });
    expect(await historyRows(id)).toHaveLength(2);
    await eventually(async () => (await t.app.db.execute(sql`select 1 from emails where state = 'queued'`)).rows.length === 0, { what: 'the outbox drained' });
    expect(smtp.messages.filter((m) => JSON.stringify(m.to).includes(ACADEMY) && m.subject === subject && m.text?.includes(row.player_name))).toHaveLength(1);

    const audit = await auditOf(id);
    const entries = audit.filter((e) => e.action === 'registration.photo_consent');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: 'family', summary: 'Changed by the family: withdrawn: website; given: social_media' });
  });

  it('giving consent mails the family but not the academy', async () => {
    const id = await register({ photo_consent: 'no' });
    const row = await rowOf(id);
    const res = await familyPut(await tokenFor(id), { website: 'yes', name_with_photo: 'no', social_media: 'no' });
    expect(res.json().data).toMatchObject({ withdrawn: [], given: ['website'] });
    await eventually(() => smtp.messages.some((m) => JSON.stringify(m.to).includes(row.parent_email) && m.subject === PHOTO_CONSENT_MAIL_SUBJECTS.changed));
    expect(
      smtp.messages.filter((m) => m.text?.includes(row.player_name) && JSON.stringify(m.to).includes(ACADEMY) && /withdrawn/.test(m.subject ?? '')),
    ).toEqual([]);
  });

  it('refuses a wrong or expired link and changes nothing', async () => {
    const id = await register({ photo_consent: 'yes' });
    const token = await tokenFor(id);
    const wrong = await familyPut(`${token.slice(0, -2)}xx`, { website: 'no', name_with_photo: 'no', social_media: 'no' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(FAMILY_PAGE.invalidLink);
    // A link whose child has been idle too long has ended (docs/decisions/062).
    const idle = new Date(Date.now() - (STATUS_LINK_IDLE_DAYS + 1) * 24 * 60 * 60 * 1000);
    await t.app.db.update(registrationLinks).set({ created_at: idle }).where(eq(registrationLinks.registration_id, id));
    await t.app.db.update(registrations).set({ updated_at: idle }).where(eq(registrations.id, id));
    const expired = await familyPut(token, { website: 'no', name_with_photo: 'no', social_media: 'no' });
    expect(expired.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/status/${token}/photo-consent` })).statusCode).toBe(404);
    expect((await rowOf(id)).photo_consent).toBe('yes');
    expect(await historyRows(id)).toHaveLength(1);
  });

  it('refuses an incomplete answer', async () => {
    const id = await register();
    const res = await t.app.inject({ method: 'PUT', url: `/api/public/status/${await tokenFor(id)}/photo-consent`, payload: { website: 'no' } });
    expect(res.statusCode).toBe(400);
    expect(await historyRows(id)).toHaveLength(1);
  });
});

describe('staff record an answer given on paper', () => {
  it('an administrator records it (source staff, audited, public cache emptied)', async () => {
    const id = await register({ photo_consent: 'no' });
    const generation = t.app.publicCache.stats().generation;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${id}/photo-consent`,
      headers: auth,
      payload: { website: 'yes', name_with_photo: 'no', social_media: 'yes' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.app.publicCache.stats().generation).toBeGreaterThan(generation);
    const view = await staffView(id);
    expect(view.history.map((h) => h.source)).toEqual(['registration', 'staff']);
    expect(view.consent.website.answer).toBe('yes');
    const entry = (await auditOf(id)).find((e) => e.action === 'registration.photo_consent');
    expect(entry?.summary).toBe('Recorded by staff (answer on paper): given: website, social_media');
  });

  it('an editor or a coach may neither read nor record it', async () => {
    const id = await register({ photo_consent: 'no' });
    for (const role of ['editor', 'coach'] as const) {
      const { token } = await createUserWithRole(t.app, role);
      const read = await t.app.inject({ url: `/api/registrations/${id}/photo-consent`, headers: bearer(token) });
      expect(read.statusCode).toBe(403);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/registrations/${id}/photo-consent`,
        headers: bearer(token),
        payload: { website: 'yes', name_with_photo: 'yes', social_media: 'yes' },
      });
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
    expect(await historyRows(id)).toHaveLength(1);
  });

  it('answers 404 for a registration that does not exist', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/registrations/999999/photo-consent',
      headers: auth,
      payload: { website: 'yes', name_with_photo: 'yes', social_media: 'yes' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the start-up backfill', () => {
  it('gives every registration without a history its stored answer as the first entry, once', async () => {
    const [old] = await t.app.db
      .insert(registrations)
      .values({
        parent_name: 'Old Parent',
        parent_email: 'old.consent@example.com',
        contact_phone: '+233 20 555 0101',
        residence: 'Accra',
        contact_permission: 'yes',
        player_name: 'Kwame Before',
        player_age: 12,
        years_playing: '2',
        current_school: 'Riverside',
        uniform_size: 'Medium',
        health_conditions: 'N/A',
        source: 'public',
        photo_consent_version: CONSENT_BEFORE,
      })
      .returning();
    const withHistory = await register();
    expect(await backfillPhotoConsentHistory(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await backfillPhotoConsentHistory(t.app.db)).toBe(0);
    expect(await historyRows(old!.id)).toEqual([
      expect.objectContaining({ website: 'no', source: 'registration', version: CONSENT_BEFORE, created_at: old!.created_at }),
    ]);
    expect(await historyRows(withHistory)).toHaveLength(1);
    // An answer from before consent was asked is shown as no answer.
    expect((await staffView(old!.id)).consent.website).toEqual({ answer: 'no', given_at: null, version: null });
  });

  it('the history goes with its registration', async () => {
    const id = await register();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/registrations/${id}`, headers: auth })).statusCode).toBe(200);
    expect(await historyRows(id)).toEqual([]);
  });
});
