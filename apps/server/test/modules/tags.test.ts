import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, NEWS_LIST_LIMIT } from '@academy/contract/page-data';
import { PAGE_META, documentTitle } from '@academy/contract/page-meta';
import { ACADEMY_NAME } from '@academy/contract/site';
import { TAG_MESSAGES, tagFeedPath, tagPath } from '@academy/contract/tag';
import { createPostService } from '../../src/modules/posts/service.ts';
import { moduleDeps } from '../../src/lib/module-deps.ts';
import { bearer, createTestApp, login, multipart, type TestApp } from '../helpers.ts';
import { webBuildWithRenderer } from '../web-renderer.ts';

/**
 * Tags on posts, tag pages and feeds, related posts and the editor's own excerpt (decision 047), on
 * the real database (PGlite, and PostgreSQL in the PostgreSQL stage), through the API as the editor
 * and visitors use it, with a web build whose server renderer lists the posts it is given.
 */
const SITE = 'https://academy.example';
const rss = new Parser();
let t: TestApp;
let auth: Record<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-web-tags-'));
  await webBuildWithRenderer(webDist);
  t = await createTestApp({ webDist, publicUrl: SITE });
  auth = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

type Tag = { slug: string; name: string };
type Post = { id: number; title: string; excerpt: string; custom_excerpt: string | null; tags: Tag[]; status: string };

async function write(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const form = multipart({ content: '<p>The body of the post, long enough to make its own excerpt.</p>', ...fields });
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
}
async function create(fields: Record<string, string>, tags?: string[]): Promise<Post> {
  const res = await write('POST', '/api/posts', { ...fields, ...(tags ? { tags: JSON.stringify(tags) } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function update(id: number, fields: Record<string, string>): Promise<Post> {
  const res = await write('PUT', `/api/posts/${id}`, { title: 'Kept title', ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const anon = (url: string) => t.app.inject(url);
const dataOf = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
};
/** A post's date, set by SQL (the API dates a post by its publication). */
const dated = (id: number, at: string) => t.app.db.execute(sql`update posts set created_at = ${at}::timestamptz where id = ${id}`);
const names = (tags: Tag[]) => tags.map((x) => x.name);
/** A word no other test's titles or tags contain. */
let n = 0;
const unique = (word: string) => `${word}${++n}x${Date.now().toString(36)}`;

describe('tags written with posts', () => {
  it('are made on first use, kept in order, one per slug; an update without tags keeps them, an empty list removes them', async () => {
    const first = await create({ title: 'Tagged post' }, ['Match report', '  U12  ', 'match-REPORT']);
    expect(first.tags).toEqual([
      { slug: 'match-report', name: 'Match report' },
      { slug: 'u12', name: 'U12' },
    ]);
    // An existing tag keeps its name, whatever spelling names it later.
    const second = await create({ title: 'Another' }, ['u12', 'Trials']);
    expect(second.tags).toEqual([
      { slug: 'u12', name: 'U12' },
      { slug: 'trials', name: 'Trials' },
    ]);
    expect((await dataOf<Post>(`/api/posts/${first.id}`)).tags).toEqual(first.tags);

    expect(names((await update(first.id, {})).tags)).toEqual(['Match report', 'U12']);
    expect(names((await update(first.id, { tags: '["U12","Match report"]' })).tags)).toEqual(['U12', 'Match report']);
    expect((await update(first.id, { tags: '[]' })).tags).toEqual([]);
    expect((await dataOf<Post>(`/api/posts/${first.id}`)).tags).toEqual([]);
    const rows = (await t.app.db.execute(sql`select count(*)::int as n from post_tags where post_id = ${first.id}`)).rows as { n: number }[];
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses too many, too long or malformed tags with the contract messages, writing nothing', async () => {
    const tooMany = await write('POST', '/api/posts', { title: 'Too many', tags: JSON.stringify(Array.from({ length: 11 }, (_, i) => `Tag ${i}`)) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.tags).toBe(TAG_MESSAGES.tooMany);
    const tooLong = await write('POST', '/api/posts', { title: 'Too long', tags: JSON.stringify(['x'.repeat(41)]) });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().errors)).toContain(TAG_MESSAGES.tooLong);
    const notList = await write('POST', '/api/posts', { title: 'Not a list', tags: 'Match report' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().errors.tags).toBe(TAG_MESSAGES.notList);
    const posts = await dataOf<Post[]>('/api/posts?limit=100', auth);
    expect(posts.map((p) => p.title)).not.toContain('Too many');
  });

  it('a tag deleted with its last post is gone from the lists; the tags table keeps it for later posts', async () => {
    const tag = unique('Gone');
    const post = await create({ title: 'Soon deleted' }, [tag]);
    expect((await dataOf<Tag[]>('/api/tags')).map((x) => x.name)).toContain(tag);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect((await dataOf<Tag[]>('/api/tags')).map((x) => x.name)).not.toContain(tag);
    expect((await anon(`/api${API_PATHS.tag(post.tags[0]!.slug)}`)).statusCode).toBe(404);
  });
});

describe('tag filter and tag list', () => {
  it('visitors see published posts only; editors see drafts too; /api/tags counts what each may see', async () => {
    const tag = unique('Filter');
    const onlyDraft = unique('Draftonly');
    const pub = await create({ title: 'Published with tag' }, [tag]);
    const draft = await create({ title: 'Draft with tag', status: 'draft' }, [tag, onlyDraft]);
    const slug = pub.tags[0]!.slug;

    const visitor = await dataOf<Post[]>(`/api${API_PATHS.taggedPosts(slug, NEWS_LIST_LIMIT)}`);
    expect(visitor.map((p) => p.id)).toEqual([pub.id]);
    expect(visitor[0]!.tags).toEqual([{ slug, name: tag }]);
    const editor = await dataOf<Post[]>(`/api${API_PATHS.taggedPosts(slug, NEWS_LIST_LIMIT)}`, auth);
    expect(editor.map((p) => p.id).sort()).toEqual([pub.id, draft.id].sort());
    const total = (await anon(`/api${API_PATHS.taggedPosts(slug, NEWS_LIST_LIMIT)}`)).json().total;
    expect(total).toBe(1);
    expect(await dataOf<Post[]>(`/api${API_PATHS.taggedPosts('no-such-tag', NEWS_LIST_LIMIT)}`)).toEqual([]);

    const publicTags = await dataOf<{ slug: string; count: number }[]>('/api/tags');
    expect(publicTags.find((x) => x.slug === slug)?.count).toBe(1);
    expect(publicTags.map((x) => x.slug)).not.toContain(draft.tags[1]!.slug);
    const editorTags = await dataOf<{ slug: string; count: number }[]>('/api/tags', auth);
    expect(editorTags.find((x) => x.slug === slug)?.count).toBe(2);
    expect(editorTags.map((x) => x.slug)).toContain(draft.tags[1]!.slug);

    expect(await dataOf(`/api${API_PATHS.tag(slug)}`)).toEqual({ slug, name: tag, count: 1 });
    const hidden = await anon(`/api${API_PATHS.tag(draft.tags[1]!.slug)}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(TAG_MESSAGES.notFound);
  });

  it('the public cache keeps the tag answers until a post write changes them', async () => {
    const tag = unique('Cached');
    const first = await create({ title: 'Cached one' }, [tag]);
    const slug = first.tags[0]!.slug;
    const url = `/api${API_PATHS.tag(slug)}`;
    expect((await dataOf<{ count: number }>(url)).count).toBe(1);
    const hits = t.app.publicCache.stats().hits;
    expect((await anon(url)).json().data.count).toBe(1);
    expect(t.app.publicCache.stats().hits).toBe(hits + 1);
    await create({ title: 'Cached two' }, [tag]);
    expect((await dataOf<{ count: number }>(url)).count).toBe(2);
    expect((await dataOf<{ slug: string; count: number }[]>('/api/tags')).find((x) => x.slug === slug)?.count).toBe(2);
  });
});

describe("editors' care of tags (decision 053)", () => {
  const rename = (slug: string, name: unknown, headers = auth) => t.app.inject({ method: 'PUT', url: `/api/tags/${slug}`, payload: { name }, headers });

  it('a new spelling keeps the page; a new name moves it, the old page and feed answering 301 there; the posts carry the new name', async () => {
    const tag = unique('Renamed');
    const post = await create({ title: 'Renamed one' }, ['Keep', tag]);
    const slug = post.tags[1]!.slug;
    // Same slug, other spelling: only the name changes.
    const spelled = await rename(slug, tag.toUpperCase());
    expect(spelled.statusCode, spelled.body).toBe(200);
    expect(spelled.json().data).toEqual({ tag: { slug, name: tag.toUpperCase(), count: 1 }, merged: false });
    // Another name: the page moves.
    const moved = await rename(slug, `${tag} New`);
    expect(moved.statusCode, moved.body).toBe(200);
    const newSlug = moved.json().data.tag.slug as string;
    expect(newSlug).toBe(`${slug}-new`);
    // The old address: the API answers the tag it is now; its page and feed move there for good.
    expect((await dataOf<{ slug: string }>(`/api${API_PATHS.tag(slug)}`)).slug).toBe(newSlug);
    const oldPage = await anon(tagPath(slug));
    expect([oldPage.statusCode, oldPage.headers.location]).toEqual([301, tagPath(newSlug)]);
    const oldFeed = await anon(tagFeedPath(slug));
    expect([oldFeed.statusCode, oldFeed.headers.location]).toEqual([301, tagFeedPath(newSlug)]);
    expect((await anon(tagPath(newSlug))).statusCode).toBe(200);
    expect((await dataOf<{ name: string; count: number }>(`/api${API_PATHS.tag(newSlug)}`)).name).toBe(`${tag} New`);
    expect(names((await dataOf<Post>(`/api/posts/${post.id}`)).tags)).toEqual(['Keep', `${tag} New`]);
    const audit = await t.app.db.execute(sql`select summary from audit_log where action = 'tag.rename' order by id desc limit 1`);
    expect(JSON.stringify(audit)).toContain(`renamed to “${tag} New”`);
  });

  it("another tag's name merges the two: every post carries the kept tag once, in its place, and the merged tag is gone", async () => {
    const [from, into] = [unique('Merged'), unique('Kept')];
    const onlyFrom = await create({ title: 'Only the merged tag' }, ['First', from]);
    const both = await create({ title: 'Both tags' }, [into, from]);
    const onlyInto = await create({ title: 'Only the kept tag' }, [into]);
    const fromSlug = onlyFrom.tags[1]!.slug;
    const intoSlug = both.tags[0]!.slug;
    const res = await rename(fromSlug, into.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ tag: { slug: intoSlug, name: into, count: 3 }, merged: true });
    expect(names((await dataOf<Post>(`/api/posts/${onlyFrom.id}`)).tags)).toEqual(['First', into]);
    expect(names((await dataOf<Post>(`/api/posts/${both.id}`)).tags)).toEqual([into]);
    expect(names((await dataOf<Post>(`/api/posts/${onlyInto.id}`)).tags)).toEqual([into]);
    const all = await dataOf<{ slug: string }[]>('/api/tags', auth);
    expect(all.map((x) => x.slug)).not.toContain(fromSlug);
    const oldPage = await anon(tagPath(fromSlug));
    expect([oldPage.statusCode, oldPage.headers.location]).toEqual([301, tagPath(intoSlug)]);
  });

  it('follows a tag through renames and merges; a name that becomes a tag again is that tag; deleting ends the chain', async () => {
    const first = unique('Chain');
    const post = await create({ title: 'Chained' }, [first]);
    const a = post.tags[0]!.slug;
    const b = (await rename(a, `${first} b`)).json().data.tag.slug as string;
    const keeper = unique('Keeper');
    const c = (await create({ title: 'Keeper post' }, [keeper])).tags[0]!.slug;
    expect((await rename(b, keeper)).json().data.merged).toBe(true);
    // Both former addresses lead to the kept tag.
    for (const old of [a, b]) expect((await anon(tagPath(old))).headers.location).toBe(tagPath(c));
    // A post that names the first spelling again makes a tag of its own: its page is that tag's.
    const again = await create({ title: 'Chain again' }, [first]);
    expect(again.tags[0]!.slug).toBe(a);
    expect((await anon(tagPath(a))).statusCode).toBe(200);
    expect((await dataOf<{ count: number }>(`/api${API_PATHS.tag(a)}`)).count).toBe(1);
    // Deleting the kept tag: its former addresses name nothing.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tags/${c}`, headers: auth })).statusCode).toBe(200);
    expect((await anon(tagPath(b))).statusCode).toBe(404);
    expect((await anon(tagFeedPath(b))).statusCode).toBe(404);
  });

  it('deleting a tag takes it off every post, which stay; its page answers 404', async () => {
    const tag = unique('Deleted');
    const a = await create({ title: 'Deleted tag one' }, [tag, 'Stays']);
    await create({ title: 'Deleted tag two' }, [tag]);
    const slug = a.tags[0]!.slug;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/tags/${slug}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ slug, posts: 2 });
    expect(names((await dataOf<Post>(`/api/posts/${a.id}`)).tags)).toEqual(['Stays']);
    expect((await anon(tagPath(slug))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tags/${slug}`, headers: auth })).statusCode).toBe(404);
  });

  it('refuses a bad name with the contract message, an unknown tag with 404, and anyone not signed in', async () => {
    const tag = unique('Guarded');
    const slug = (await create({ title: 'Guarded' }, [tag])).tags[0]!.slug;
    const bad = await rename(slug, '!!!');
    expect([bad.statusCode, bad.json().errors?.name]).toEqual([400, TAG_MESSAGES.needsLetter]);
    expect((await rename(slug, 'x'.repeat(41))).json().errors?.name).toBe(TAG_MESSAGES.tooLong);
    expect((await rename('no-such-tag-anywhere', 'Whatever')).statusCode).toBe(404);
    expect((await rename(slug, 'Stolen', {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tags/${slug}` })).statusCode).toBe(401);
    expect((await dataOf<{ name: string }>(`/api${API_PATHS.tag(slug)}`)).name).toBe(tag);
  });
});

describe("a tag's page and feed", () => {
  it('is rendered on the server with its posts, its own title, canonical, feed link and page data; unknown tags are 404', async () => {
    const tag = unique('Page');
    const a = await create({ title: `Page post A ${tag}` }, [tag, 'U14']);
    const b = await create({ title: `Page post B ${tag}` }, [tag]);
    await create({ title: `Untagged ${tag}` });
    const slug = a.tags[0]!.slug;

    const res = await anon(tagPath(slug));
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${documentTitle(TAG_MESSAGES.pageTitle(tag))}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${tagPath(slug)}">`);
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${TAG_MESSAGES.feedTitle(tag, ACADEMY_NAME)}" href="${SITE}${tagFeedPath(slug)}">`,
    );
    const root = html.match(/<div id="root">([\s\S]*?)<\/div><\/body>/)![1]!;
    expect(root).toContain(`<li class="post">${b.title}</li>`);
    expect(root).toContain(`<li class="post">${a.title}</li>`);
    expect(root).not.toContain('Untagged');
    const seed = JSON.parse(html.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/)![1]!) as Record<string, { data: unknown }>;
    expect(seed[API_PATHS.tag(slug)]!.data).toEqual({ slug, name: tag, count: 2 });
    expect((seed[API_PATHS.taggedPosts(slug, NEWS_LIST_LIMIT)]!.data as Post[]).map((p) => p.id)).toEqual([b.id, a.id]);

    const missing = await anon(tagPath('no-such-tag'));
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`<title>${documentTitle(PAGE_META.notFound.title)}</title>`);
    expect((await anon(tagFeedPath('no-such-tag'))).statusCode).toBe(404);

    // A new post with the tag is on the kept page at once.
    const c = await create({ title: `Page post C ${tag}` }, [tag]);
    expect((await anon(tagPath(slug))).body).toContain(`<li class="post">${c.title}</li>`);
  });

  it("has its own valid RSS feed of that tag's published posts, and the sitemap lists public tag pages", async () => {
    const tag = unique('Feed');
    const pub = await create({ title: `Feed post ${tag}`, custom_excerpt: 'What the feed describes it with.' }, [tag]);
    const draft = await create({ title: `Feed draft ${tag}`, status: 'draft' }, [tag]);
    await create({ title: `Feed other ${tag}` });
    const slug = pub.tags[0]!.slug;

    const res = await anon(tagFeedPath(slug));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const feed = await rss.parseString(res.body);
    expect(feed.title).toBe(TAG_MESSAGES.feedTitle(tag, ACADEMY_NAME));
    expect(feed.link).toBe(`${SITE}${tagPath(slug)}`);
    expect(feed.items.map((i) => i.title)).toEqual([pub.title]);
    expect(feed.items[0]!.contentSnippet ?? feed.items[0]!.content).toBeDefined();
    expect(res.body).toContain('<description>What the feed describes it with.</description>');
    expect(res.body).toContain(`<atom:link href="${SITE}${tagFeedPath(slug)}" rel="self"`);
    expect(res.body).not.toContain(draft.title);

    const sitemap = (await anon('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${SITE}${tagPath(slug)}</loc>`);
    const draftOnly = await create({ title: 'Hidden tag post', status: 'draft' }, [unique('Hiddentag')]);
    expect((await anon('/sitemap.xml')).body).not.toContain(tagPath(draftOnly.tags[0]!.slug));
  });
});

describe('related posts', () => {
  it('shares most tags first, then newest; the spec rule fills up; never the post itself nor a draft', async () => {
    const [t1, t2] = [unique('Rel'), unique('Rel')];
    // Old posts so the 7-day window of the others cannot reach them; titles that match no first word.
    const me = await create({ title: 'Zebra crossing day' }, [t1, t2]);
    const both = await create({ title: 'Quokka both tags' }, [t2, t1]);
    const oneOld = await create({ title: 'Quokka one tag old' }, [t1]);
    const oneNew = await create({ title: 'Quokka one tag new' }, [t2]);
    const draft = await create({ title: 'Quokka draft', status: 'draft' }, [t1, t2]);
    await dated(me.id, '2001-06-15T12:00:00Z');
    await dated(both.id, '2000-01-01T00:00:00Z');
    await dated(oneOld.id, '2000-02-01T00:00:00Z');
    await dated(oneNew.id, '2000-03-01T00:00:00Z');
    await dated(draft.id, '2001-06-15T12:00:00Z');
    const related = async (id: number) => (await dataOf<Post[]>(`/api${API_PATHS.relatedPosts(id)}`)).map((p) => p.id);
    expect(await related(me.id)).toEqual([both.id, oneNew.id, oneOld.id]);

    // Fewer tag-sharing posts than 3: the spec's rule fills up (title word, or within 7 days), newest first.
    const lone = await create({ title: 'Zebra tale' }, [unique('Lone')]);
    const sameWord = await create({ title: 'Zebra again' });
    const nearby = await create({ title: 'Walrus week' });
    const tagged = await create({ title: 'Walrus tagged' }, [lone.tags[0]!.name]);
    await dated(lone.id, '1990-06-15T00:00:00Z');
    await dated(sameWord.id, '1980-01-01T00:00:00Z');
    await dated(nearby.id, '1990-06-20T00:00:00Z');
    await dated(tagged.id, '1970-01-01T00:00:00Z');
    const filled = await related(lone.id);
    expect(filled.slice(0, 1)).toEqual([tagged.id]);
    // Then the spec rule, newest first: the nearby post (5 days later) before the same first word.
    expect(filled.indexOf(nearby.id)).toBeGreaterThan(0);
    expect(filled).not.toContain(lone.id);
    expect(filled).not.toContain(draft.id);
    expect(filled.length).toBeLessThanOrEqual(3);
    // Every "Zebra" post matches the first word; the kept three are the tagged one and the two newest of the rule.
    const rule = (await dataOf<Post[]>('/api/posts?limit=100'))
      .filter((p) => p.id !== lone.id && p.id !== tagged.id)
      .filter((p) => p.title.toLowerCase().includes('zebra') || p.id === nearby.id)
      .map((p) => p.id);
    expect(filled).toEqual([tagged.id, ...rule.slice(0, 2)]);

    expect((await anon(`/api${API_PATHS.relatedPosts(draft.id)}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api${API_PATHS.relatedPosts(draft.id)}`, headers: auth })).statusCode).toBe(200);
  });
});

describe("the editor's own excerpt", () => {
  it('is what lists, the feed and the meta description show; empty gives back the generated one; a body refresh keeps it', async () => {
    const post = await create({ title: 'Excerpt post', custom_excerpt: '  A custom summary for lists.  ' });
    expect(post.custom_excerpt).toBe('A custom summary for lists.');
    expect(post.excerpt).toBe('A custom summary for lists.');
    const listed = (await dataOf<Post[]>('/api/posts?limit=100')).find((p) => p.id === post.id)!;
    expect(listed.excerpt).toBe('A custom summary for lists.');
    const page = (await anon(`/news/${post.id}`)).body;
    expect(page).toContain('<meta name="description" content="A custom summary for lists.">');
    expect((await anon('/rss.xml')).body).toContain('<description>A custom summary for lists.</description>');

    // Re-made bodies (start-up, new rules) keep the editor's excerpt.
    await t.app.db.execute(sql`update posts set body_version = 0 where id = ${post.id}`);
    await createPostService(moduleDeps(t.app)).refreshBodies();
    expect((await dataOf<Post>(`/api/posts/${post.id}`)).excerpt).toBe('A custom summary for lists.');

    // An update without the field keeps it; an empty one clears it.
    expect((await update(post.id, {})).custom_excerpt).toBe('A custom summary for lists.');
    const cleared = await update(post.id, { custom_excerpt: '' });
    expect(cleared.custom_excerpt).toBeNull();
    expect(cleared.excerpt).toBe('The body of the post, long enough to make its own excerpt.');

    const tooLong = await write('PUT', `/api/posts/${post.id}`, { title: 'x', custom_excerpt: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.custom_excerpt).toBe(TAG_MESSAGES.excerptTooLong);
  });
});
