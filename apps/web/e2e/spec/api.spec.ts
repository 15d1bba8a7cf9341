// SPEC.md statements an API call observes (sections 3, 5, 6, 7, 9): one test each, titled with the
// statement (docs/spec-conformance.md). The spec's calls live under /api (DESIGN.md, API conventions).
import type { APIRequestContext } from '@playwright/test';
import { mp4 } from '../admin/helpers';
import { auth, dataOf, expect, png, test, unique } from './support';

type Row = Record<string, unknown>;

const PARENT = {
  parent_name: 'Spec Parent',
  contact_phone: '+233 20 555 0101',
  residence: 'Accra',
  player_name: 'Spec Player',
  player_age: 12,
  years_playing: '2',
  current_school: 'Riverside Primary',
  uniform_size: 'Medium',
  data_consent: true,
  photo_consent: 'no',
};
const parentEmail = () => `${unique('spec').replace(/\W+/g, '-').toLowerCase()}@example.com`;

async function register(request: APIRequestContext, fields: Row = {}) {
  const res = await request.post('/api/registrations', { data: { ...PARENT, parent_email: parentEmail(), ...fields } });
  return res;
}

/** A registration of this test's own, as the admin list has it (the public answer carries no id). */
async function ownRegistration(request: APIRequestContext) {
  const email = parentEmail();
  expect((await register(request, { parent_email: email })).status()).toBe(201);
  const rows = await dataOf<Row[]>(await request.get(`/api/registrations?q=${encodeURIComponent(email)}`, { headers: await auth(request) }));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function ownPost(request: APIRequestContext, path = '/api/posts') {
  const res = await request.post(path, {
    headers: await auth(request),
    multipart: { title: unique('Spec post'), content: '<p>Spec body.</p>', cover_image: png('cover.png') },
  });
  expect(res.status(), await res.text()).toBe(201);
  return dataOf<Row & { id: number }>(res);
}

async function ownAlbum(request: APIRequestContext, path = '/api/albums') {
  const res = await request.post(path, {
    headers: await auth(request),
    multipart: { name: unique('Spec album'), created_by: '1', coverImage: png('cover.png') },
  });
  expect(res.status(), await res.text()).toBe(201);
  return dataOf<Row & { id: number }>(res);
}

/**
 * An album of this test's own with one photo, as a visitor reads it: reviewed by the editor first,
 * since an upload is public only once reviewed (decision 054).
 */
async function ownAlbumWithPhoto(request: APIRequestContext) {
  const album = await ownAlbum(request);
  const headers = await auth(request);
  const upload = await request.post(`/api/albums/${album.id}/photos`, { headers, multipart: { photos: png('p.png') } });
  expect(upload.status()).toBe(201);
  const { photos } = await dataOf<{ photos: { id: number }[] }>(await request.get(`/api/albums/${album.id}`, { headers }));
  const review = await request.post(`/api/albums/${album.id}/photos/review`, { headers, data: { photo_ids: photos.map((p) => p.id) } });
  expect(review.status(), await review.text()).toBe(200);
  return album;
}

async function ownMember(request: APIRequestContext) {
  const res = await request.post('/api/team', {
    headers: await auth(request),
    multipart: { name: unique('Spec Member'), role: 'defender', jersey_number: '4', is_minor: 'false', photo_consent: 'true', image: png('m.png') },
  });
  expect(res.status(), await res.text()).toBe(201);
  return dataOf<Row & { id: number }>(res);
}

async function ownMessage(request: APIRequestContext) {
  const email = parentEmail();
  const res = await request.post('/api/contact', { data: { fullname: 'Spec Sender', email, phone: '', city: '', message: 'A spec question.' } });
  expect(res.status(), await res.text()).toBe(201);
  const rows = await dataOf<Row[]>(await request.get('/api/contact?limit=100', { headers: await auth(request) }));
  const row = rows.find((m) => m.email === email);
  expect(row).toBeTruthy();
  return row as Row & { id: number };
}

const keysOf = (row: Row, keys: string[]) => keys.filter((k) => !(k in row));

test.describe('§3 Entities and their fields', () => {
  test(`§3 Post: id, title, content (HTML), cover_image (a server-relative path, displayed by prefixing the API host), created_at.`, async ({ request }) => {
    const post = await ownPost(request);
    expect(keysOf(post, ['id', 'title', 'content', 'cover_image', 'created_at'])).toEqual([]);
    expect(post.content).toBe('<p>Spec body.</p>');
    expect(String(post.cover_image)).toMatch(/^\/uploads\//);
    expect((await request.get(String(post.cover_image))).ok()).toBeTruthy();
  });

  test(`§3 Media item: id, title, video_file, video_url, thumbnail, created_at.`, async ({ request }) => {
    const res = await request.post('/api/media', {
      headers: await auth(request),
      multipart: { title: unique('Spec video'), video_url: 'https://www.youtube.com/watch?v=abcdefghijk' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const item = await dataOf<Row>(res);
    expect(keysOf(item, ['id', 'title', 'video_file', 'video_url', 'thumbnail', 'created_at'])).toEqual([]);
  });

  test(`§3 Media item: Files are served from /uploads/thumbnails/{name} and /uploads/videos/{name}.`, async ({ request }) => {
    const res = await request.post('/api/media', {
      headers: await auth(request),
      multipart: { title: unique('Spec video'), video_file: mp4(64 * 1024), thumbnail: png('t.png') },
    });
    expect(res.status(), await res.text()).toBe(201);
    const item = await dataOf<Row>(res);
    expect(String(item.video_file)).toMatch(/^\/uploads\/videos\/[^/]+$/);
    expect(String(item.thumbnail)).toMatch(/^\/uploads\/thumbnails\/[^/]+$/);
    for (const file of [item.video_file, item.thumbnail]) expect((await request.get(String(file))).ok(), String(file)).toBeTruthy();
  });

  test(`§3 Album: id, name, caption (optional), coverImage, firstPhoto, created_at, photos list.`, async ({ request }) => {
    const own = await ownAlbumWithPhoto(request);
    const album = await dataOf<Row>(await request.get(`/api/public/albums/${own.id}`));
    expect(keysOf(album, ['id', 'name', 'caption', 'coverImage', 'firstPhoto', 'created_at', 'photos'])).toEqual([]);
    expect(Array.isArray(album.photos)).toBe(true);
  });

  test(`§3 Album: Responses wrap the album in data.`, async ({ request }) => {
    const album = await ownAlbum(request);
    const body = (await (await request.get(`/api/albums/${album.id}`, { headers: await auth(request) })).json()) as { data: Row };
    expect(body.data.id).toBe(album.id);
  });

  test(`§3 Photo: id, url or filename, caption.`, async ({ request }) => {
    const own = await ownAlbumWithPhoto(request);
    const album = await dataOf<{ photos: Row[] }>(await request.get(`/api/public/albums/${own.id}`));
    expect(album.photos).toHaveLength(1);
    expect(keysOf(album.photos[0]!, ['id', 'url', 'caption'])).toEqual([]);
  });

  test(`§3 Team member: id, name, role, jersey_number (integer or null), image or image_url.`, async ({ request }) => {
    const members = await dataOf<Row[]>(await request.get('/api/team?limit=100'));
    expect(members.length).toBeGreaterThan(0);
    for (const m of members) {
      expect(keysOf(m, ['id', 'name', 'role', 'jersey_number'])).toEqual([]);
      expect(m.jersey_number === null || Number.isInteger(m.jersey_number)).toBe(true);
      expect('image' in m || 'image_url' in m).toBe(true);
    }
  });

  test(`§3 Registration: parent_name, parent_email, contact_phone, residence, contact_permission (yes or no), player_name, player_age, years_playing, current_school, uniform_size, health_conditions.`, async ({
    request,
  }) => {
    const row = await ownRegistration(request);
    expect(
      keysOf(row, [
        'parent_name',
        'parent_email',
        'contact_phone',
        'residence',
        'contact_permission',
        'player_name',
        'player_age',
        'years_playing',
        'current_school',
        'uniform_size',
        'health_conditions',
      ]),
    ).toEqual([]);
    expect(['yes', 'no']).toContain(row.contact_permission);
  });

  test(`§3 Contact message: fullname, email, phone, city, message.`, async ({ request }) => {
    const row = await ownMessage(request);
    expect(keysOf(row, ['fullname', 'email', 'phone', 'city', 'message'])).toEqual([]);
  });
});

test.describe('§3 and §4 through the API', () => {
  test(`§3 User: name, email, role.`, async ({ request }) => {
    const { user } = await dataOf<{ user: Row }>(await request.get('/api/auth/profile', { headers: await auth(request) }));
    expect(keysOf(user, ['name', 'email', 'role'])).toEqual([]);
  });

  test(`§4 Registration status and contact message status: changed by a PUT with a status field.`, async ({ request }) => {
    const headers = await auth(request);
    const row = await ownRegistration(request);
    expect(
      (await dataOf<Row>(await request.put(`/api/registrations/${row.id}/status`, { headers, data: { status: 'contacted', notify: false } }))).status,
    ).toBe('contacted');
    const message = await ownMessage(request);
    expect((await dataOf<Row>(await request.put(`/api/contact/${message.id}/status`, { headers, data: { status: 'read' } }))).status).toBe('read');
  });

  test(`§4 News publish: a publish call exists.`, async ({ request }) => {
    const post = await ownPost(request);
    const res = await request.put(`/api/news/${post.id}/publish`, { headers: await auth(request), data: { published: true } });
    expect(res.status(), await res.text()).toBe(200);
  });
});

test.describe('§5 Validation rules (the server checks the same rules)', () => {
  test(`§5 Public registration: Required: parent name, email (email type), phone, residence, athlete name, age, years playing, school, uniform size.`, async ({
    request,
  }) => {
    const fields = [
      'parent_name',
      'parent_email',
      'contact_phone',
      'residence',
      'player_name',
      'player_age',
      'years_playing',
      'current_school',
      'uniform_size',
    ];
    for (const field of fields) {
      const res = await register(request, { [field]: undefined });
      expect(res.status(), field).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: Row }).errors), field).toContain(field);
    }
    expect((await register(request, { parent_email: 'not-an-email' })).status()).toBe(400);
  });

  test(`§5 Public registration: Health conditions are optional and default to "N/A".`, async ({ request }) => {
    const row = await ownRegistration(request);
    expect(row.health_conditions).toBe('N/A');
  });

  test(`§5 Public registration: Contact permission defaults to yes.`, async ({ request }) => {
    const row = await ownRegistration(request);
    expect(row.contact_permission).toBe('yes');
  });

  test(`§5 Admin registration: all fields are required, including health conditions.`, async ({ request }) => {
    const res = await request.post('/api/admin/registrations', {
      headers: await auth(request),
      data: { ...PARENT, parent_email: parentEmail(), contact_permission: 'yes' },
    });
    expect(res.status()).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: Row }).errors)).toContain('health_conditions');
  });

  test(`§5 Contact form: fullname, email and message are required.`, async ({ request }) => {
    for (const field of ['fullname', 'email', 'message']) {
      const data: Row = { fullname: 'Spec Sender', email: parentEmail(), message: 'Hello' };
      delete data[field];
      expect((await request.post('/api/contact', { data })).status(), field).toBe(400);
    }
  });

  test(`§5 Contact form: Phone and city are optional.`, async ({ request }) => {
    const res = await request.post('/api/contact', { data: { fullname: 'Spec Sender', email: parentEmail(), message: 'No phone, no city.' } });
    expect(res.status(), await res.text()).toBe(201);
  });

  test(`§5 Album create and update: name is required and must not be empty or whitespace only.`, async ({ request }) => {
    const headers = await auth(request);
    expect((await request.post('/api/albums', { headers, multipart: { name: '   ', created_by: '1' } })).status()).toBe(400);
    expect((await request.post('/api/albums', { headers, multipart: { created_by: '1' } })).status()).toBe(400);
    const album = await ownAlbum(request);
    expect((await request.put(`/api/albums/${album.id}`, { headers, multipart: { name: ' ' } })).status()).toBe(400);
  });

  test(`§5 Album create and update: Cover images accept image files only.`, async ({ request }) => {
    const res = await request.post('/api/albums', {
      headers: await auth(request),
      multipart: {
        name: unique('Spec album'),
        created_by: '1',
        coverImage: { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
      },
    });
    expect([400, 415]).toContain(res.status());
  });

  test(`§5 Video upload: Title is required.`, async ({ request }) => {
    expect(
      (await request.post('/api/media', { headers: await auth(request), multipart: { video_url: 'https://www.youtube.com/watch?v=abcdefghijk' } })).status(),
    ).toBe(400);
  });

  test(`§5 Video upload: A file or a URL is required.`, async ({ request }) => {
    expect((await request.post('/api/media', { headers: await auth(request), multipart: { title: unique('Spec video') } })).status()).toBe(400);
  });

  test(`§5 Team member: Jersey number is an optional integer from 0 to 99.`, async ({ request }) => {
    const headers = await auth(request);
    const add = (jersey?: string) =>
      request.post('/api/team', {
        headers,
        multipart: {
          name: unique('Spec Member'),
          role: 'forward',
          is_minor: 'false',
          photo_consent: 'true',
          image: png('m.png'),
          ...(jersey === undefined ? {} : { jersey_number: jersey }),
        },
      });
    expect((await add('100')).status()).toBe(400);
    expect((await add('-1')).status()).toBe(400);
    expect((await add('7.5')).status()).toBe(400);
    expect((await add('99')).status()).toBe(201);
    expect((await add('0')).status()).toBe(201);
    expect((await add()).status()).toBe(201);
  });
});

test.describe('§6 Roles and permissions', () => {
  test(`§6 Anonymous visitors reach the public routes.`, async ({ request }) => {
    for (const path of ['/', '/about', '/team', '/gallery', '/photo', '/albums', '/contact', '/register', '/login', '/news', '/newspost']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    for (const path of ['/api/news', '/api/team', '/api/public/albums', '/api/gallery', '/api/media', '/api/posts'])
      expect((await request.get(path)).status(), path).toBe(200);
  });

  test(`§6 An authenticated administrator reaches the admin routes.`, async ({ request }) => {
    const headers = await auth(request);
    for (const path of ['/api/registrations', '/api/registrations/stats', '/api/contact', '/api/albums'])
      expect((await request.get(path, { headers })).status(), path).toBe(200);
    for (const path of ['/api/registrations', '/api/contact']) expect((await request.get(path)).status(), path).toBe(401);
  });

  test(`§6 The role label comes from user data and defaults to admin.`, async ({ request }) => {
    const profile = await dataOf<{ user: Row }>(await request.get('/api/auth/profile', { headers: await auth(request) }));
    expect(profile.user.role).toBe('admin');
  });
});

test.describe('§7 The calls it makes', () => {
  test(`§7 Generic client: When the response is not OK it throws the response message, or "Request failed".`, async ({ request }) => {
    // The server's side of it: a refused call answers success false with the message the client throws.
    const res = await request.get('/api/registrations');
    expect(res.status()).toBe(401);
    const body = (await res.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message.length).toBeGreaterThan(0);
  });

  test(`§7 Authentication: POST /auth/login: JSON body {email, password}, no auth header.`, async ({ request }) => {
    const { E2E_ADMIN } = await import('../admin-credentials.mjs');
    const res = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    expect(res.status(), await res.text()).toBe(200);
  });

  test(`§7 Authentication POST /auth/login: The response is read as success (boolean), message, and data with token and user.`, async ({ request }) => {
    const { E2E_ADMIN } = await import('../admin-credentials.mjs');
    const ok = (await (await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).json()) as Row & {
      data: Row;
    };
    expect(ok.success).toBe(true);
    expect(typeof ok.data.token).toBe('string');
    expect(ok.data.user).toMatchObject({ email: E2E_ADMIN.email });
    const refused = (await (await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: 'wrong-password' } })).json()) as Row;
    expect(refused.success).toBe(false);
    expect(typeof refused.message).toBe('string');
  });

  test(`§7 Authentication: GET /auth/profile: bearer header and JSON content type.`, async ({ request }) => {
    const res = await request.get('/api/auth/profile', { headers: { ...(await auth(request)), 'Content-Type': 'application/json' } });
    expect(res.status()).toBe(200);
    expect((await request.get('/api/auth/profile')).status()).toBe(401);
  });

  test(`§7 Authentication GET /auth/profile: The response is read as success and data.user.`, async ({ request }) => {
    const body = (await (await request.get('/api/auth/profile', { headers: await auth(request) })).json()) as { success: boolean; data: { user: Row } };
    expect(body.success).toBe(true);
    expect(keysOf(body.data.user, ['name', 'email', 'role'])).toEqual([]);
  });

  test(`§7 Registrations: POST /registrations: JSON of the registration fields.`, async ({ request }) => {
    const res = await register(request);
    expect(res.status(), await res.text()).toBe(201);
  });

  test(`§7 Registrations: GET /registrations.`, async ({ request }) => {
    await ownRegistration(request);
    expect((await dataOf<Row[]>(await request.get('/api/registrations', { headers: await auth(request) }))).length).toBeGreaterThan(0);
  });

  test(`§7 Registrations: GET /registrations/{id}.`, async ({ request }) => {
    const row = await ownRegistration(request);
    expect(await dataOf<Row>(await request.get(`/api/registrations/${row.id}`, { headers: await auth(request) }))).toMatchObject({
      id: row.id,
      player_name: 'Spec Player',
    });
  });

  test(`§7 Registrations: PUT /registrations/{id}/status: {status}.`, async ({ request }) => {
    const row = await ownRegistration(request);
    const res = await request.put(`/api/registrations/${row.id}/status`, { headers: await auth(request), data: { status: 'rejected', notify: false } });
    expect((await dataOf<Row>(res)).status).toBe('rejected');
  });

  test(`§7 Registrations: DELETE /registrations/{id}.`, async ({ request }) => {
    const row = await ownRegistration(request);
    const headers = await auth(request);
    expect((await request.delete(`/api/registrations/${row.id}`, { headers })).ok()).toBeTruthy();
    expect((await request.get(`/api/registrations/${row.id}`, { headers })).status()).toBe(404);
  });

  test(`§7 Registrations: GET /registrations/stats.`, async ({ request }) => {
    expect(await dataOf<Row>(await request.get('/api/registrations/stats', { headers: await auth(request) }))).toBeTruthy();
  });

  test(`§7 News: GET /news with a query.`, async ({ request }) => {
    const post = await ownPost(request);
    const found = await dataOf<Row[]>(await request.get(`/api/news?q=${encodeURIComponent(String(post.title))}&limit=5`));
    expect(found.map((p) => p.id)).toContain(post.id);
  });

  test(`§7 News: GET /news/{id}.`, async ({ request }) => {
    const post = await ownPost(request);
    expect(await dataOf<Row>(await request.get(`/api/news/${post.id}`))).toMatchObject({ id: post.id, title: post.title });
  });

  test(`§7 News: POST /news: form data, non-null fields.`, async ({ request }) => {
    const post = await ownPost(request, '/api/news');
    expect(post.id).toBeGreaterThan(0);
  });

  test(`§7 News: PUT /news/{id}: form data, non-null fields.`, async ({ request }) => {
    const post = await ownPost(request);
    const res = await request.put(`/api/news/${post.id}`, {
      headers: await auth(request),
      multipart: { title: `${post.title} (news)`, content: '<p>Changed.</p>' },
    });
    expect((await dataOf<Row>(res)).title).toBe(`${post.title} (news)`);
  });

  test(`§7 News: DELETE /news/{id}.`, async ({ request }) => {
    const post = await ownPost(request);
    expect((await request.delete(`/api/news/${post.id}`, { headers: await auth(request) })).ok()).toBeTruthy();
    expect((await request.get(`/api/news/${post.id}`)).status()).toBe(404);
  });

  test(`§7 News: PUT /news/{id}/publish.`, async ({ request }) => {
    const post = await ownPost(request);
    const headers = await auth(request);
    expect((await request.put(`/api/news/${post.id}/publish`, { headers, data: { published: false } })).ok()).toBeTruthy();
    expect((await request.get(`/api/news/${post.id}`)).status()).toBe(404);
    expect((await request.put(`/api/news/${post.id}/publish`, { headers, data: { published: true } })).ok()).toBeTruthy();
    expect((await request.get(`/api/news/${post.id}`)).status()).toBe(200);
  });

  test(`§7 Gallery: GET /gallery.`, async ({ request }) => {
    expect((await dataOf<Row[]>(await request.get('/api/gallery'))).length).toBeGreaterThan(0);
  });

  test(`§7 Gallery: POST /gallery.`, async ({ request }) => {
    expect((await ownAlbum(request, '/api/gallery')).id).toBeGreaterThan(0);
  });

  test(`§7 Gallery: GET /gallery/{id}.`, async ({ request }) => {
    const album = await ownAlbum(request);
    expect(await dataOf<Row>(await request.get(`/api/gallery/${album.id}`))).toMatchObject({ id: album.id, name: album.name });
  });

  test(`§7 Gallery: PUT /gallery/{id}.`, async ({ request }) => {
    const album = await ownAlbum(request);
    const res = await request.put(`/api/gallery/${album.id}`, {
      headers: await auth(request),
      multipart: { name: `${album.name} (gallery)`, caption: 'Changed' },
    });
    expect((await dataOf<Row>(res)).name).toBe(`${album.name} (gallery)`);
  });

  test(`§7 Gallery: DELETE /gallery/{id}.`, async ({ request }) => {
    const album = await ownAlbum(request);
    expect((await request.delete(`/api/gallery/${album.id}`, { headers: await auth(request) })).ok()).toBeTruthy();
    expect((await request.get(`/api/gallery/${album.id}`)).status()).toBe(404);
  });

  test(`§7 Team: GET /team.`, async ({ request }) => {
    expect((await dataOf<Row[]>(await request.get('/api/team'))).length).toBeGreaterThan(0);
  });

  test(`§7 Team: POST /team: form data {name, jersey_number, role, image}.`, async ({ request }) => {
    const member = await ownMember(request);
    expect(member).toMatchObject({ role: 'defender', jersey_number: 4 });
  });

  test(`§7 Team: GET /team/{id}.`, async ({ request }) => {
    const member = await ownMember(request);
    expect(await dataOf<Row>(await request.get(`/api/team/${member.id}`))).toMatchObject({ id: member.id, name: member.name });
  });

  test(`§7 Team: PUT /team/{id}: form data {name, jersey_number, role, image}.`, async ({ request }) => {
    const member = await ownMember(request);
    const res = await request.put(`/api/team/${member.id}`, {
      headers: await auth(request),
      multipart: { name: `${member.name} Jr`, jersey_number: '5', role: 'midfielder', image: png('n.png') },
    });
    expect(await dataOf<Row>(res)).toMatchObject({ name: `${member.name} Jr`, jersey_number: 5, role: 'midfielder' });
  });

  test(`§7 Team: DELETE /team/{id}.`, async ({ request }) => {
    const member = await ownMember(request);
    expect((await request.delete(`/api/team/${member.id}`, { headers: await auth(request) })).ok()).toBeTruthy();
    expect((await request.get(`/api/team/${member.id}`)).status()).toBe(404);
  });

  test(`§7 Team: Responses are read from data.`, async ({ request }) => {
    const body = (await (await request.get('/api/team')).json()) as { success: boolean; data: unknown };
    expect(body.success).toBe(true);
    expect(Array.isArray(body.data)).toBe(true);
  });

  test(`§7 Contact: POST /contact: {fullname, email, phone, city, message}.`, async ({ request }) => {
    const row = await ownMessage(request);
    expect(row).toMatchObject({ fullname: 'Spec Sender', message: 'A spec question.' });
  });

  test(`§7 Contact: GET /contact.`, async ({ request }) => {
    await ownMessage(request);
    expect((await dataOf<Row[]>(await request.get('/api/contact', { headers: await auth(request) }))).length).toBeGreaterThan(0);
  });

  test(`§7 Contact: GET /contact/{id}.`, async ({ request }) => {
    const row = await ownMessage(request);
    expect(await dataOf<Row>(await request.get(`/api/contact/${row.id}`, { headers: await auth(request) }))).toMatchObject({ id: row.id, email: row.email });
  });

  test(`§7 Contact: PUT /contact/{id}/status: {status}.`, async ({ request }) => {
    const row = await ownMessage(request);
    const res = await request.put(`/api/contact/${row.id}/status`, { headers: await auth(request), data: { status: 'read' } });
    expect((await dataOf<Row>(res)).status).toBe('read');
  });

  test(`§7 Contact: DELETE /contact/{id}.`, async ({ request }) => {
    const row = await ownMessage(request);
    const headers = await auth(request);
    expect((await request.delete(`/api/contact/${row.id}`, { headers })).ok()).toBeTruthy();
    expect((await request.get(`/api/contact/${row.id}`, { headers })).status()).toBe(404);
  });

  test(`§7 Posts (local development host): GET /api/posts: the response is an array or a posts field.`, async ({ request }) => {
    const body = (await (await request.get('/api/posts')).json()) as { data: unknown };
    expect(Array.isArray(body.data)).toBe(true);
  });

  test(`§7 Posts (local development host): GET /api/posts/{id}: reads title, content, cover_image.`, async ({ request }) => {
    const post = await ownPost(request);
    const read = await dataOf<Row>(await request.get(`/api/posts/${post.id}`));
    expect(read).toMatchObject({ title: post.title, content: '<p>Spec body.</p>', cover_image: post.cover_image });
  });

  test(`§7 Posts (local development host): POST /api/posts: multipart {title, content, optional cover_image}.`, async ({ request }) => {
    const without = await request.post('/api/posts', { headers: await auth(request), multipart: { title: unique('Spec post'), content: '<p>No cover.</p>' } });
    expect((await dataOf<Row>(without)).cover_image).toBeNull();
    expect((await ownPost(request)).cover_image).toBeTruthy();
  });

  test(`§7 Posts (local development host): PUT /api/posts/{id}: multipart {title, content, optional cover_image}.`, async ({ request }) => {
    const post = await ownPost(request);
    const res = await request.put(`/api/posts/${post.id}`, { headers: await auth(request), multipart: { title: `${post.title}!`, content: '<p>Edited.</p>' } });
    expect(await dataOf<Row>(res)).toMatchObject({ title: `${post.title}!`, content: '<p>Edited.</p>', cover_image: post.cover_image });
  });

  test(`§7 Posts (local development host): DELETE /api/posts/{id}.`, async ({ request }) => {
    const post = await ownPost(request);
    expect((await request.delete(`/api/posts/${post.id}`, { headers: await auth(request) })).ok()).toBeTruthy();
    expect((await request.get(`/api/posts/${post.id}`)).status()).toBe(404);
  });

  test(`§7 Media: GET /api/media: the response is an array or a media field.`, async ({ request }) => {
    const body = (await (await request.get('/api/media')).json()) as { data: unknown };
    expect(Array.isArray(body.data)).toBe(true);
  });

  test(`§7 Media: POST /api/media: form {title, video_url, video_file, thumbnail}.`, async ({ request }) => {
    const title = unique('Spec video');
    const res = await request.post('/api/media', {
      headers: await auth(request),
      multipart: { title, video_url: 'https://vimeo.com/76979871', thumbnail: png('thumb.png') },
    });
    expect(res.status(), await res.text()).toBe(201);
    const item = await dataOf<Row>(res);
    expect(item).toMatchObject({ title, video_url: 'https://vimeo.com/76979871' });
    expect(String(item.thumbnail)).toMatch(/^\/uploads\/thumbnails\//);
  });

  test(`§7 Media: DELETE /api/media/{id}.`, async ({ request }) => {
    const item = await dataOf<Row>(
      await request.post('/api/media', { headers: await auth(request), multipart: { title: unique('Spec video'), video_url: 'https://vimeo.com/76979871' } }),
    );
    expect((await request.delete(`/api/media/${item.id}`, { headers: await auth(request) })).ok()).toBeTruthy();
    const left = await dataOf<Row[]>(await request.get('/api/media?limit=100'));
    expect(left.map((m) => m.id)).not.toContain(item.id);
  });

  test(`§7 Albums and photos: GET /public/albums.`, async ({ request }) => {
    expect((await dataOf<Row[]>(await request.get('/api/public/albums'))).length).toBeGreaterThan(0);
  });

  test(`§7 Albums and photos: GET /public/albums/{id}: reads data and data.photos.`, async ({ request }) => {
    const own = await ownAlbumWithPhoto(request);
    const album = await dataOf<{ id: number; photos: unknown[] }>(await request.get(`/api/public/albums/${own.id}`));
    expect(album.id).toBe(own.id);
    expect(album.photos).toHaveLength(1);
  });

  test(`§7 Albums and photos: GET /api/albums.`, async ({ request }) => {
    expect((await dataOf<Row[]>(await request.get('/api/albums', { headers: await auth(request) }))).length).toBeGreaterThan(0);
  });

  test(`§7 Albums and photos: GET /api/albums/{id}: reads data.name and data.caption.`, async ({ request }) => {
    const album = await ownAlbum(request);
    const read = await dataOf<Row>(await request.get(`/api/albums/${album.id}`, { headers: await auth(request) }));
    expect(read.name).toBe(album.name);
    expect('caption' in read).toBe(true);
  });

  test(`§7 Albums and photos: POST /api/albums: form {name, created_by (fixed at 1), coverImage}.`, async ({ request }) => {
    const album = await ownAlbum(request);
    expect(String(album.coverImage)).toMatch(/^\/uploads\//);
  });

  test(`§7 Albums and photos POST /api/albums: It returns data.id.`, async ({ request }) => {
    const album = await ownAlbum(request);
    expect(Number.isInteger(album.id)).toBe(true);
  });

  test(`§7 Albums and photos: PUT /api/albums/{id}: multipart {name, caption, optional coverImage}.`, async ({ request }) => {
    const album = await ownAlbum(request);
    const res = await request.put(`/api/albums/${album.id}`, { headers: await auth(request), multipart: { name: `${album.name} 2`, caption: 'A caption' } });
    expect(await dataOf<Row>(res)).toMatchObject({ name: `${album.name} 2`, caption: 'A caption' });
  });

  test(`§7 Albums and photos: DELETE /api/albums/{id}.`, async ({ request }) => {
    const album = await ownAlbum(request);
    const headers = await auth(request);
    expect((await request.delete(`/api/albums/${album.id}`, { headers })).ok()).toBeTruthy();
    expect((await request.get(`/api/albums/${album.id}`, { headers })).status()).toBe(404);
  });

  test(`§7 Albums and photos: POST /api/photos/albums/{id}/photos and POST /api/albums/{id}/photos: form {photos, multiple}.`, async ({ request }) => {
    const album = await ownAlbum(request);
    const headers = await auth(request);
    for (const path of [`/api/photos/albums/${album.id}/photos`, `/api/albums/${album.id}/photos`]) {
      const res = await request.post(path, { headers, multipart: { photos: png('p.png'), multiple: 'true' } });
      expect(res.status(), await res.text()).toBe(201);
    }
    const read = await dataOf<{ photos: unknown[] }>(await request.get(`/api/albums/${album.id}`, { headers }));
    expect(read.photos.length).toBeGreaterThanOrEqual(2);
  });

  test(`§7 Albums and photos: DELETE /api/photos/{id}.`, async ({ request }) => {
    const album = await ownAlbum(request);
    const headers = await auth(request);
    expect((await request.post(`/api/albums/${album.id}/photos`, { headers, multipart: { photos: png('p.png') } })).status()).toBe(201);
    const before = await dataOf<{ photos: { id: number }[] }>(await request.get(`/api/albums/${album.id}`, { headers }));
    const photo = before.photos.at(-1)!;
    expect((await request.delete(`/api/photos/${photo.id}`, { headers })).ok()).toBeTruthy();
    const after = await dataOf<{ photos: { id: number }[] }>(await request.get(`/api/albums/${album.id}`, { headers }));
    expect(after.photos.map((p) => p.id)).not.toContain(photo.id);
  });
});

test.describe('§9 Business constants and limits', () => {
  test(`§9 Related posts: at most 3.`, async ({ request }) => {
    const word = `Zq${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await dataOf<{ id: number }>(
            await request.post('/api/posts', { headers: await auth(request), multipart: { title: `${word} ${i}`, content: '<p>x</p>' } }),
          )
        ).id,
      );
    const related = await dataOf<Row[]>(await request.get(`/api/posts/${ids[0]}/related`));
    expect(related).toHaveLength(3);
  });

  test(`§9 Related posts: A post is related if its title matches the first title word or it was created within 7 days.`, async ({ request }) => {
    const headers = await auth(request);
    const word = `Zr${Date.now().toString(36)}`;
    const old = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const make = async (title: string, created_at?: string) =>
      (
        await dataOf<{ id: number }>(
          await request.post('/api/posts', { headers, multipart: { title, content: '<p>x</p>', ...(created_at ? { created_at } : {}) } }),
        )
      ).id;
    const first = await make(`${word} match report`, old);
    const sameWord = await make(`${word} training`, new Date(Date.now() - 60 * 86_400_000).toISOString());
    const other = await make(unique('Unrelated old'), new Date(Date.now() - 90 * 86_400_000).toISOString());
    const related = (await dataOf<{ id: number }[]>(await request.get(`/api/posts/${first}/related`))).map((p) => p.id);
    expect(related).toContain(sameWord);
    expect(related).not.toContain(other);
  });

  test(`§9 Related posts: Posts are sorted newest first.`, async ({ request }) => {
    const posts = await dataOf<{ created_at: string }[]>(await request.get('/api/posts?limit=20'));
    const times = posts.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test(`§9 Admin registration options: ages 5 to 24; years 1 to 8; uniform sizes Small, Medium, Large, X-Large.`, async ({ request }) => {
    const headers = await auth(request);
    const admin = (fields: Row) =>
      request.post('/api/admin/registrations', {
        headers,
        data: { ...PARENT, parent_email: parentEmail(), contact_permission: 'yes', health_conditions: 'None', ...fields },
      });
    for (const ok of [{ player_age: 5 }, { player_age: 24, years_playing: '8', uniform_size: 'X-Large' }])
      expect((await admin(ok)).status(), JSON.stringify(ok)).toBe(201);
    for (const bad of [{ player_age: 4 }, { player_age: 25 }, { years_playing: '9' }, { uniform_size: 'XL' }])
      expect((await admin(bad)).status(), JSON.stringify(bad)).toBe(400);
  });

  test(`§9 Image size limit: 5MB.`, async ({ request }) => {
    const big = { name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024 + 10)]) };
    const res = await request.post('/api/team', {
      headers: await auth(request),
      multipart: { name: unique('Spec Member'), role: 'forward', is_minor: 'false', photo_consent: 'true', image: big },
    });
    expect(res.status()).toBe(413);
  });

  test(`§9 Gallery: The album creator id is fixed at 1.`, async ({ request }) => {
    const album = await ownAlbum(request);
    const read = await dataOf<Row>(await request.get(`/api/albums/${album.id}`, { headers: await auth(request) }));
    expect(read.created_by).toBe(1);
  });
});
