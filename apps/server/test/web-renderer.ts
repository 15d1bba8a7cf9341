import fsp from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, NEWS_LIST_LIMIT } from '@academy/contract/page-data';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Default title</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body><div id="root"></div></body></html>`;

/**
 * A web build for server tests: `index.html` and a server renderer with the interface of the real
 * one (`<dist>/ssr/entry-server.js`, apps/web/src/entry-server.tsx) that lists the posts (of /news or
 * a tag's page), the trials still ahead, the squads' players, the hero slides' titles and About story
 * heading (site content) it is given and the reads that found nothing, and throws for /privacy.
 */
export async function webBuildWithRenderer(dir: string) {
  await fsp.mkdir(path.join(dir, 'ssr'), { recursive: true });
  await fsp.writeFile(path.join(dir, 'index.html'), INDEX);
  await fsp.writeFile(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export async function render(url, answers, options) {
  const at = new URL(url).pathname;
  if (at === '/privacy') throw new Error('This page fails to render on purpose');
  // A tag's page lists its posts (decision 047); /news its first page (docs/decisions/048).
  const tagged = Object.entries(answers).find(([k]) => k.startsWith('/posts?') && k.includes('&tag='))?.[1]?.data;
  const posts = (answers[${JSON.stringify(API_PATHS.posts(NEWS_LIST_LIMIT))}] ?? answers[${JSON.stringify(API_PATHS.newsPage({ q: '', page: 1 }))}])?.data ?? tagged ?? [];
  const trials = (answers[${JSON.stringify(API_PATHS.publicTrials())}]?.data ?? []).filter((t) => Date.parse(t.starts_at) > Date.now());
  // What the API had nothing for (the server embeds its 404 answers): a post or album page's not-found screen.
  const players = (answers[${JSON.stringify(API_PATHS.publicSquads())}]?.data ?? []).flatMap((s) => s.players.map((p) => '<li class="player">' + p.name + '</li>'));
  const missing = Object.entries(answers).filter(([, a]) => a?.success === false).map(([p]) => '<li class="missing">' + p + '</li>');
  const site = answers[${JSON.stringify(API_PATHS.siteContent())}]?.data;
  const content = site ? [...site.hero.slides.map((s) => '<li class="slide">' + s.title + '</li>'), '<li class="story">' + site.about.story.heading + '</li>'] : [];
  const items = [...posts.map((p) => '<li class="post">' + p.title + '</li>'), ...trials.map((t) => '<li class="trial">' + t.location + '</li>'), ...players, ...content, ...missing];
  return '<main data-path="' + at + '" data-zone="' + options.timeZone + '"><ul>' + items.join('') + '</ul></main>';
}
`,
  );
}
