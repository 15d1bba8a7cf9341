// Zod-free: the /news page's search and pages, and /allposts' search box (docs/decisions/048).

/** Posts on one page of /news: the featured one and six rows of two. */
export const NEWS_PAGE_SIZE = 13;
/** The longest search the API and /news take (NewsQuerySchema). */
export const NEWS_QUERY_MAX = 200;
/** The highest page number an address may name (PagingQuerySchema's bound): beyond a hundred million posts. */
export const NEWS_PAGE_MAX = 1_000_000;

export const NEWS_SEARCH = {
  label: 'Search news',
  placeholder: 'Search posts…',
  submit: 'Search',
  clear: 'Show all news',
  noMatch: (q: string) => `No posts match “${q}”.`,
  results: (total: number, q: string) => `${total} ${total === 1 ? 'post matches' : 'posts match'} “${q}”`,
  newer: '← Newer posts',
  older: 'Older posts →',
  pagerLabel: 'News pages',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** The document title of /news beyond its first page and of a search. */
  pageTitle: (page: number) => `News, page ${page}`,
  searchTitle: (q: string) => `Search: ${q}`,
  /** /allposts' search box. */
  adminLabel: 'Search',
  adminPlaceholder: 'Title or text…',
} as const;

/** A query string's value of `name` ("q=spring+cup" → "spring cup"); undefined when absent or badly encoded. */
function queryValue(search: string, name: string): string | undefined {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    if (key !== name) continue;
    try {
      return decodeURIComponent((at < 0 ? '' : pair.slice(at + 1)).replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** What a /news address asks for: the search (trimmed, at most NEWS_QUERY_MAX) and the page (1 when absent or not a page number). */
export function newsListQuery(search: string): { q: string; page: number } {
  const q = (queryValue(search, 'q') ?? '').trim().slice(0, NEWS_QUERY_MAX);
  const raw = queryValue(search, 'page') ?? '';
  const page = /^[1-9]\d{0,6}$/.test(raw) ? Math.min(Number(raw), NEWS_PAGE_MAX) : 1;
  return { q, page };
}

/** The /news address of a search and page: `?q=` first, then `&page=` beyond the first; the plain /news without either. */
export function newsHref({ q, page }: { q: string; page: number }): string {
  const parts = [...(q ? [`q=${encodeURIComponent(q).replace(/%20/g, '+')}`] : []), ...(page > 1 ? [`page=${page}`] : [])];
  return parts.length > 0 ? `/news?${parts.join('&')}` : '/news';
}
