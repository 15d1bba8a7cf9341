import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, image, login, multipart, type TestApp } from '../helpers.ts';

/**
 * Multipart records store every field of their form (decision 026). Each form is filled from its
 * own OpenAPI description, which is derived from the contract's input schema, so a field added to
 * the contract is sent here without touching this file; each sent field must come back under its
 * own name, in the write's answer and in a later read. A field validated and then dropped fails.
 */
type Property = { type?: string; format?: string; enum?: string[]; minimum?: number; maximum?: number; maxLength?: number; items?: Property };
type Form = { properties: Record<string, Property>; required?: string[] };
type Choice = 'first' | 'last';
type Filled = { fields: Record<string, string>; files: { field: string; filename: string; content: Buffer }[] };
type Answer = Record<string, unknown>;

let t: TestApp;
let auth: Record<string, string>;
let doc: { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Form }> } }>> };
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await login(t.app));
  doc = (await t.app.inject('/api/docs/json')).json();
  photo = await image('jpeg', 320, 240);
});
afterAll(async () => t?.close());

const formOf = (method: 'post' | 'put', path: string): Form => doc.paths[path]![method]!.requestBody.content['multipart/form-data']!.schema;
const isFile = (p: Property) => p.format === 'binary' || p.items?.format === 'binary';

/**
 * A valid value for every text part (`first` or `last` option, bound or label, so that an update
 * sends other values than the create), a photo for each required file part; `given` for the
 * fields whose contract rule a type cannot say (a URL, a date).
 */
function fill(form: Form, choice: Choice, given: Record<string, string> = {}): Filled {
  const filled: Filled = { fields: {}, files: [] };
  for (const [name, p] of Object.entries(form.properties)) {
    if (isFile(p)) {
      if (form.required?.includes(name)) filled.files.push({ field: name, filename: `${name}.jpg`, content: photo });
    } else if (name in given) filled.fields[name] = given[name]!;
    else if (p.enum) filled.fields[name] = choice === 'first' ? p.enum[0]! : p.enum.at(-1)!;
    else if (p.type === 'integer') filled.fields[name] = String(choice === 'first' ? p.minimum : p.maximum);
    else filled.fields[name] = `${choice} ${name}`.slice(0, p.maxLength);
  }
  return filled;
}

/** The sent fields a record does not carry as sent (`computed`: fields whose column the service derives). */
const unstored = (sent: Filled, record: Answer, computed: string[] = []) =>
  Object.entries(sent.fields)
    .filter(([name, value]) => !computed.includes(name) && String(record[name]) !== value)
    .map(([name]) => name);

async function send(method: 'POST' | 'PUT', url: string, filled: Filled): Promise<Answer> {
  const body = multipart(filled.fields, filled.files);
  const res = await t.app.inject({ method, url, payload: body.payload, headers: { ...auth, ...body.headers } });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data as Answer;
}
const read = async (url: string): Promise<Answer> => (await t.app.inject({ url, headers: auth })).json().data as Answer;

describe('multipart forms store every field of the contract', () => {
  it('the check finds a field that is missing or different', () => {
    const sent: Filled = { fields: { name: 'A', jersey_number: '7', is_minor: 'true' }, files: [] };
    expect(unstored(sent, { name: 'A', jersey_number: 7, is_minor: true })).toEqual([]);
    expect(unstored(sent, { name: 'A', is_minor: false })).toEqual(['jersey_number', 'is_minor']);
  });

  it('team members', async () => {
    const created = fill(formOf('post', '/api/team'), 'first');
    const member = await send('POST', '/api/team', created);
    expect(unstored(created, member)).toEqual([]);
    expect(unstored(created, await read(`/api/team/${member.id}`))).toEqual([]);

    const changed = fill(formOf('put', '/api/team/{id}'), 'last');
    expect(unstored(changed, await send('PUT', `/api/team/${member.id}`, changed))).toEqual([]);
    expect(unstored(changed, await read(`/api/team/${member.id}`))).toEqual([]);
  });

  it('videos', async () => {
    for (const choice of ['first', 'last'] as const) {
      const sent = fill(formOf('post', '/api/media'), choice, { video_url: `https://videos.example/${choice}` });
      const item = await send('POST', '/api/media', sent);
      expect(unstored(sent, item)).toEqual([]);
      const listed = ((await read('/api/media?limit=100')) as unknown as Answer[]).find((m) => m.id === item.id)!;
      expect(unstored(sent, listed)).toEqual([]);
    }
  });

  it('albums and their photos', async () => {
    // created_by is accepted and ignored: the album records who signed in.
    const computed = ['created_by'];
    const created = fill(formOf('post', '/api/albums'), 'first');
    const album = await send('POST', '/api/albums', created);
    expect(unstored(created, album, computed)).toEqual([]);
    const changed = fill(formOf('put', '/api/albums/{id}'), 'last');
    expect(unstored(changed, await send('PUT', `/api/albums/${album.id}`, changed), computed)).toEqual([]);
    expect(unstored(changed, await read(`/api/albums/${album.id}`), computed)).toEqual([]);

    const upload = fill(formOf('post', '/api/albums/{id}/photos'), 'first');
    const [added] = (await send('POST', `/api/albums/${album.id}/photos`, upload)) as unknown as Answer[];
    expect(unstored(upload, added!)).toEqual([]);
    const photos = (await read(`/api/albums/${album.id}`)).photos as Answer[];
    expect(
      unstored(
        upload,
        photos.find((p) => p.id === added!.id)!,
      ),
    ).toEqual([]);
  });

  it('posts', async () => {
    // The state is derived: status wins over published, and publish_at counts for scheduled posts only;
    // the publish date counts for published posts only (docs/decisions/048); tags come back as {slug, name} (decision 047).
    const computed = ['published', 'publish_at', 'created_at', 'tags'];
    const when = {
      publish_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      tags: JSON.stringify(['Match report', 'U12']),
    };
    const created = fill(formOf('post', '/api/posts'), 'first', when);
    const post = await send('POST', '/api/posts', created);
    expect(unstored(created, post, computed)).toEqual([]);
    const changed = fill(formOf('put', '/api/posts/{id}'), 'last', when);
    expect(unstored(changed, await send('PUT', `/api/posts/${post.id}`, changed), computed)).toEqual([]);
    expect(unstored(changed, await read(`/api/posts/${post.id}`), computed)).toEqual([]);
  });
});
