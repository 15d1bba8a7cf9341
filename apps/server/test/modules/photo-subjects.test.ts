import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_TAG_MESSAGES, type Album, type Photo, type PhotoSubject } from '@academy/contract/album';
import { SIGNED_PHOTO_WINDOW_MINUTES } from '@academy/contract/album-constants';
import { IMAGE_WIDTHS, imageVariantUrl } from '@academy/contract/common-constants';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { registrations } from '../../src/db/schema/registrations.ts';
import { bearer, createTestApp, createUserWithRole, enrollInSquad, image, login, multipart, type TestApp, reviewAlbum } from '../helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
let editor: Record<string, string>;
let coach: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
  editor = bearer((await createUserWithRole(t.app, 'editor')).token);
  coach = bearer((await createUserWithRole(t.app, 'coach')).token);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const anonymous = (url: string) => t.app.inject({ url });
let seq = 0;

/** A registration as the public form stores it (photo consent as asked). */
async function child(name: string, values: Partial<typeof registrations.$inferInsert> = {}): Promise<number> {
  const [row] = await t.app.db
    .insert(registrations)
    .values({
      parent_name: 'Parent Tagged',
      parent_email: `tagged-${++seq}@example.com`,
      contact_phone: '+256 700 000 009',
      residence: 'Kampala',
      contact_permission: 'yes',
      player_name: name,
      player_age: 11,
      years_playing: '2',
      current_school: 'Hidden School Qpzm',
      uniform_size: 'Medium',
      health_conditions: 'None',
      photo_consent: 'no',
      ...values,
    })
    .returning({ id: registrations.id });
  return row!.id;
}

/** An album of three photos, the third its cover. */
async function threePhotoAlbum(): Promise<{ album: Album; photos: Photo[] }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/albums', ...withAuth(multipart({ name: `Tagged ${++seq}` })) });
  const album = created.json().data as Album;
  const parts = await Promise.all([1, 2, 3].map(async (n) => ({ field: 'photos', filename: `${n}.jpg`, content: await image('jpeg', 1400, 900) })));
  const photos = (await t.app.inject({ method: 'POST', url: `/api/albums/${album.id}/photos`, ...withAuth(multipart({}, parts)) })).json().data as Photo[];
  expect((await api('PUT', `/api/albums/${album.id}/cover`, { photo_id: photos[2]!.id })).statusCode).toBe(200);
  // Reviewed as an editor would (docs/decisions/054): consent alone decides what follows.
  await reviewAlbum(t.app, auth, album.id);
  return { album, photos };
}
function withAuth(body: ReturnType<typeof multipart>) {
  return { payload: body.payload, headers: { ...body.headers, ...auth } };
}
/** The main file and every width variant of a photo. */
const filesOf = (url: string) => [url, ...IMAGE_WIDTHS.map((w) => imageVariantUrl(url, w))];

describe('tagging children in album photos', () => {
  it('finds children by name among open applications and squads, never closed ones, and shows no family details', async () => {
    const squad = (await api('POST', '/api/squads', { name: `U11 ${++seq}`, season: '2026/27', min_age: 10, max_age: 12, capacity: 5 })).json().data;
    const { row: enrolled } = await enrollInSquad(t.app, auth, squad.id, { player_name: 'Ama Quarshie', parent_email: 'ama@example.com', player_age: 11 });
    const open = await child('Ama Boateng');
    await child('Ama Rejected', { status: 'rejected' });
    await child('Ama Withdrawn', { status: 'withdrawn' });

    const res = await api('GET', `/api/photo-subjects/candidates?q=${encodeURIComponent('ama ')}`, undefined, editor);
    expect(res.statusCode).toBe(200);
    const found = res.json().data as PhotoSubject[];
    expect(found.map((c) => c.name)).toEqual(['Ama Boateng', 'Ama Quarshie']);
    // An editor gets what tagging needs (decision 061): before, age and the three consent answers of every child came too.
    expect(found.find((c) => c.registration_id === enrolled.id)).toEqual({ registration_id: enrolled.id, name: 'Ama Quarshie', squad: squad.name });
    expect(found.find((c) => c.registration_id === open)).toEqual({ registration_id: open, name: 'Ama Boateng', squad: null });
    const asAdmin = (await api('GET', `/api/photo-subjects/candidates?q=${encodeURIComponent('ama ')}`)).json().data as PhotoSubject[];
    expect(asAdmin.find((c) => c.registration_id === enrolled.id)).toMatchObject({ squad: squad.name, age: 11 });
    expect(asAdmin.find((c) => c.registration_id === open)).toMatchObject({ squad: null, photo_consent: 'no' });
    expect(res.body).not.toContain('parent');
    expect(res.body).not.toContain('Hidden School');
    // No search, no children; a `%` is a percent sign, not "any name".
    expect((await api('GET', '/api/photo-subjects/candidates', undefined, editor)).json().data).toEqual([]);
    expect((await api('GET', '/api/photo-subjects/candidates?q=%25', undefined, editor)).json().data).toEqual([]);
    expect((await api('GET', '/api/photo-subjects/candidates?q=ama', undefined, coach)).statusCode).toBe(403);
    expect((await anonymous('/api/photo-subjects/candidates?q=ama')).statusCode).toBe(401);
  });

  it('an editor tags and untags children; each change is audited; coaches and visitors cannot', async () => {
    const { photos } = await threePhotoAlbum();
    const a = await child('Kwame Tagged', { photo_consent: 'yes' });
    const b = await child('Esi Tagged', { photo_consent: 'yes' });
    const url = `/api/photos/${photos[0]!.id}/subjects`;

    const res = await api('PUT', url, { registration_ids: [a, b, a] }, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as PhotoSubject[]).map((s) => s.name)).toEqual(['Esi Tagged', 'Kwame Tagged']);
    expect((await api('GET', url, undefined, editor)).json().data.map((s: PhotoSubject) => s.registration_id)).toEqual([b, a]);
    expect((await api('PUT', url, { registration_ids: [b] })).json().data.map((s: PhotoSubject) => s.registration_id)).toEqual([b]);

    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'photo'), eq(auditLog.record_id, String(photos[0]!.id))));
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      ['content.publish', '2 children tagged in the photo'],
      ['content.publish', '1 child tagged in the photo'],
    ]);

    const unknown = await api('PUT', url, { registration_ids: [b, 99999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PHOTO_TAG_MESSAGES.unknownChild);
    expect((await api('GET', url)).json().data.map((s: PhotoSubject) => s.registration_id)).toEqual([b]);
    expect((await api('PUT', '/api/photos/99999999/subjects', { registration_ids: [] })).statusCode).toBe(404);
    expect((await api('PUT', url, { registration_ids: [] }, coach)).statusCode).toBe(403);
    expect((await api('GET', url, undefined, coach)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: { registration_ids: [] } })).statusCode).toBe(401);
    expect((await api('PUT', url, { registration_ids: [] })).json().data).toEqual([]);
  });
});

describe('a photo of a tagged child without photo consent is not public', () => {
  it('is left out of every public album answer, its count, first photo and cover; staff see it marked with a signed file address', async () => {
    const { album, photos } = await threePhotoAlbum();
    const [p1, p2, p3] = photos as [Photo, Photo, Photo];
    const kofi = await child('Kofi Asante', { photo_consent: 'no' });
    const yaw = await child('Yaw Mensah', { photo_consent: 'yes', photo_name_consent: 'yes' });
    expect((await api('PUT', `/api/photos/${p3.id}/subjects`, { registration_ids: [kofi, yaw] }, editor)).statusCode).toBe(200);
    expect((await api('PUT', `/api/photos/${p2.id}/subjects`, { registration_ids: [yaw] }, editor)).statusCode).toBe(200);
    // The cover is the hidden photo: visitors get the first public photo instead.
    await api('PUT', `/api/albums/${album.id}/photos/order`, { photo_ids: [p3.id, p1.id, p2.id] });

    for (const path of [`/api/public/albums/${album.id}`, `/api/gallery/${album.id}`]) {
      const res = await anonymous(path);
      expect(res.statusCode, res.body).toBe(200);
      const seen = res.json().data as Album;
      expect(seen.photos!.map((p) => p.id)).toEqual([p1.id, p2.id]);
      expect(seen.photo_count).toBe(2);
      expect(seen.coverImage).toBeNull();
      expect(seen.firstPhoto).toBe(p1.url);
      // Only the child whose family agreed to the name with the photo is named, first name and initial.
      expect(seen.photos!.find((p) => p.id === p2.id)!.people).toEqual(['Yaw M.']);
      expect(res.body).not.toContain(p3.url.replace(/\.webp$/, ''));
      expect(res.body).not.toContain('Kofi');
      expect(res.body).not.toContain('subjects');
    }
    for (const path of ['/api/public/albums?limit=100', '/api/gallery?limit=100']) {
      const card = ((await anonymous(path)).json().data as Album[]).find((a) => a.id === album.id)!;
      expect(card).toMatchObject({ photo_count: 2, coverImage: null, firstPhoto: p1.url });
    }

    const staff = (await api('GET', `/api/albums/${album.id}`, undefined, editor)).json().data as Album;
    expect(staff.photos!.map((p) => p.id)).toEqual([p3.id, p1.id, p2.id]);
    expect(staff.photo_count).toBe(3);
    expect(staff.coverImage).toBe(p3.url);
    const hidden = staff.photos!.find((p) => p.id === p3.id)!;
    expect(hidden.subjects!.map((s) => [s.name, s.photo_consent])).toEqual([
      ['Kofi Asante', 'no'],
      ['Yaw Mensah', 'yes'],
    ]);
    expect(hidden.view_url).toMatch(/^\/uploads\/images\/signed\//);
    // The album's card for staff (its cover is the hidden photo) loads by the signed address too.
    expect(staff.cover_view_url).toBe(hidden.view_url);
    const card = ((await api('GET', '/api/albums?limit=100', undefined, editor)).json().data as Album[]).find((a) => a.id === album.id)!;
    expect(card.cover_view_url).toBe(hidden.view_url);
    expect(card.coverImage).toBe(p3.url);
    expect(staff.photos!.find((p) => p.id === p1.id)!.view_url).toBeUndefined();

    // The files: every width of the hidden photo answers 404 to a visitor, 200 by its signed address.
    for (const url of filesOf(p3.url)) expect((await anonymous(url)).statusCode, url).toBe(404);
    for (const url of filesOf(hidden.view_url!)) {
      const res = await anonymous(url);
      expect(res.statusCode, url).toBe(200);
      // Kept no longer than the address works: at most two signing windows (decision 061; it was a day).
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(2 * SIGNED_PHOTO_WINDOW_MINUTES * 60);
    }
    // The address works for minutes, not until the end of the next day (up to 48 hours before).
    const expiresAt = Number(/\/signed\/(\d+)-/.exec(hidden.view_url!)![1]);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(2 * SIGNED_PHOTO_WINDOW_MINUTES * 60_000);
    const windowAgo = t.app.photoFiles.signer.url(p3.url, Date.now() - 2 * SIGNED_PHOTO_WINDOW_MINUTES * 60_000 - 1000);
    expect((await anonymous(windowAgo)).statusCode).toBe(404);
    for (const url of [...filesOf(p1.url), ...filesOf(p2.url)]) expect((await anonymous(url)).statusCode, url).toBe(200);
    // An album photo's file may be hidden later: caches ask again each time (304 while it is public), not keep it a year.
    const shown = await anonymous(p1.url);
    expect(shown.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ url: p1.url, headers: { 'if-none-match': String(shown.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // A changed signature, or an expired one, opens nothing.
    expect((await anonymous(hidden.view_url!.replace(/-([a-f0-9])/, (_m, c: string) => `-${c === 'a' ? 'b' : 'a'}`))).statusCode).toBe(404);
    const expired = t.app.photoFiles.signer.url(p3.url, Date.now() - 3 * 24 * 3600 * 1000);
    expect((await anonymous(expired)).statusCode).toBe(404);
    expect((await anonymous(t.app.photoFiles.signer.url(p3.url))).statusCode).toBe(200);

    // Untagging the child shows the photo again, files included.
    await api('PUT', `/api/photos/${p3.id}/subjects`, { registration_ids: [yaw] });
    expect(((await anonymous(`/api/public/albums/${album.id}`)).json().data as Album).photos!.map((p) => p.id)).toEqual([p3.id, p1.id, p2.id]);
    expect((await anonymous(p3.url)).statusCode).toBe(200);
  });

  it('a consent change written straight to the registration hides the files once the public cache moves, with one query per change', async () => {
    const { album, photos } = await threePhotoAlbum();
    const ama = await child('Ama Consent', { photo_consent: 'yes' });
    await api('PUT', `/api/photos/${photos[0]!.id}/subjects`, { registration_ids: [ama] });
    const file = photos[0]!.url;
    expect((await anonymous(file)).statusCode).toBe(200);
    const loads = t.app.photoFiles.hidden.loads();
    for (let i = 0; i < 5; i++) expect((await anonymous(imageVariantUrl(file, IMAGE_WIDTHS[0]!))).statusCode).toBe(200);
    expect(t.app.photoFiles.hidden.loads()).toBe(loads);

    // What the status page's withdrawal does: the registration's column, then publicChanged (the cache's invalidate).
    await t.app.db.update(registrations).set({ photo_consent: 'no' }).where(eq(registrations.id, ama));
    t.app.publicCache.invalidate();
    const answers = await Promise.all(filesOf(file).map((u) => anonymous(u)));
    expect(answers.map((r) => r.statusCode)).toEqual(filesOf(file).map(() => 404));
    expect(t.app.photoFiles.hidden.loads()).toBe(loads + 1);
    expect(((await anonymous(`/api/public/albums/${album.id}`)).json().data as Album).photo_count).toBe(2);

    await t.app.db.update(registrations).set({ photo_consent: 'yes' }).where(eq(registrations.id, ama));
    t.app.publicCache.invalidate();
    expect((await anonymous(file)).statusCode).toBe(200);
  });
});
