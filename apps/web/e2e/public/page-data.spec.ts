import { expect, test } from '../fixtures';
import type { Album } from '@academy/contract/album';
import type { PostSummary } from '@academy/contract/post';
import { png } from '../admin/helpers';
import { adminToken, publicGet, unique } from './support';

/**
 * A public page arrives with its first data in the HTML (docs/decisions/009): the browser shows the
 * content without asking the API, never shows a loading state, and fetches the page's largest
 * picture from the HTML's preload.
 */
for (const target of ['post', 'album'] as const) {
  test(`the ${target} page renders from the data in its HTML, without a loading state or an API request`, async ({ page, request }) => {
    const url =
      target === 'post'
        ? `/news/${(await publicGet<PostSummary[]>(request, '/api/posts?limit=1'))[0]!.id}`
        : `/photo/${(await publicGet<Album[]>(request, '/api/public/albums?limit=1'))[0]!.id}`;
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    // Record every loading indicator the page ever shows, from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.page-loading, [data-testid="loading"]')) seen.push(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
  });
}

test('the page preloads its largest picture, and the picture shown is the one preloaded', async ({ page, request }) => {
  const [album] = await publicGet<Album[]>(request, '/api/public/albums?limit=1');
  await page.goto(`/photo/${album!.id}`);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  const first = page.locator('.masonry__item img').first();
  await expect(first).toBeVisible();
  expect(await first.getAttribute('srcset')).toBe(await preload.getAttribute('imagesrcset'));
  expect(await first.getAttribute('sizes')).toBe(await preload.getAttribute('imagesizes'));
});

/**
 * Only the page's largest picture is fetched at once (docs/decisions/020): in the server's HTML it is
 * the one eager, high-priority <img>, with the srcset and sizes of the head's preload (so the preload
 * is reused), and no other picture is preloaded (React writes a preload for every eager <img>) or
 * eager: the others are lazy and low priority, and do not share the slow link with it.
 */
test('the server HTML fetches only the largest picture at once, with the same sources as its preload', async ({ request }) => {
  // The newest post leads /news and /news/{id}: this test makes it one with a cover, whatever other specs published before.
  // Its related posts show a picture too: an older post with a cover shares its tag (tags come first, decision 047).
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const tags = JSON.stringify([unique('Largest picture')]);
  const companion = await request.post('/api/posts', {
    headers: auth,
    multipart: { title: unique('Related cover'), content: '<p>An older post with a cover.</p>', published: 'true', tags, cover_image: png('related.png') },
  });
  expect(companion.status(), await companion.text()).toBe(201);
  const created = await request.post('/api/posts', {
    headers: auth,
    multipart: {
      title: unique('Cover first'),
      content: '<p>A match report with its cover picture, made by the largest-picture test.</p>',
      published: 'true',
      tags,
      cover_image: png('cover.png'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [album] = await publicGet<Album[]>(request, '/api/public/albums?limit=1');
  const [post] = await publicGet<PostSummary[]>(request, '/api/posts?limit=1');
  expect(post!.cover_image, 'the newest post is the one made here').toBeTruthy();
  const attrOf = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
  for (const path of ['/', '/news', `/news/${post!.id}`, '/gallery', `/photo/${album!.id}`, '/team']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads, path).toHaveLength(1);
    const srcset = attrOf(preloads[0]!, 'imagesrcset');
    const sizes = attrOf(preloads[0]!, 'imagesizes');
    const root = html.slice(html.indexOf('<div id="root">'));
    const pictures = (root.match(/<img [^>]*>/g) ?? []).filter((img) => /src="\/(uploads|hero)\//.test(img));
    expect(pictures.length, path).toBeGreaterThan(1);
    const eager = pictures.filter((img) => attrOf(img, 'loading') !== 'lazy');
    expect(eager, path).toHaveLength(1);
    expect(attrOf(eager[0]!, 'fetchPriority'), path).toBe('high');
    expect(attrOf(eager[0]!, 'srcSet'), path).toBe(srcset);
    expect(attrOf(eager[0]!, 'sizes'), path).toBe(sizes);
    for (const img of pictures.filter((p) => p !== eager[0])) expect(attrOf(img, 'fetchPriority'), `${path}: ${img}`).toBe('low');
    // React's own image preloads (in the body) name only that picture.
    const reactPreloads = (root.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((link) => /\/(uploads|hero)\//.test(link));
    for (const link of reactPreloads) expect(attrOf(link, 'imageSrcSet'), path).toBe(srcset);
  }
});
