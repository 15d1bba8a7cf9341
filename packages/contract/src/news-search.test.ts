import { describe, expect, it } from 'vitest';
import { NEWS_QUERY_MAX, newsHref, newsListQuery } from './news-search-constants.ts';
import { API_PATHS } from './page-data.ts';
import { parsePostSegment } from './feed-constants.ts';

describe('/news addresses (docs/decisions/048)', () => {
  it('reads the search and the page of an address, whatever else it carries', () => {
    expect(newsListQuery('?q=spring+cup&page=3&fbclid=x')).toEqual({ q: 'spring cup', page: 3 });
    expect(newsListQuery('q=%20caf%C3%A9%20')).toEqual({ q: 'café', page: 1 });
    for (const page of ['0', '-1', '2.5', 'abc', '', '01']) expect(newsListQuery(`page=${page}`).page, page).toBe(1);
    expect(newsListQuery('q=%E0%A4%A')).toEqual({ q: '', page: 1 });
    expect(newsListQuery(`q=${'a'.repeat(300)}`).q).toHaveLength(NEWS_QUERY_MAX);
  });

  it('writes each search and page one way, and the API path the page reads', () => {
    expect(newsHref({ q: '', page: 1 })).toBe('/news');
    expect(newsHref({ q: 'spring cup', page: 2 })).toBe('/news?q=spring+cup&page=2');
    expect(newsListQuery(newsHref({ q: 'a&b=c', page: 4 }).slice('/news'.length))).toEqual({ q: 'a&b=c', page: 4 });
    expect(API_PATHS.newsPage({ q: 'a&b', page: 2 })).toBe('/posts?limit=13&page=2&q=a%26b');
  });

  it('a post segment is its number, optionally with a slug', () => {
    expect(parsePostSegment('12')).toEqual({ id: '12', slug: undefined });
    expect(parsePostSegment('12-spring-cup')).toEqual({ id: '12', slug: 'spring-cup' });
    expect(parsePostSegment('12x')).toBeUndefined();
    expect(parsePostSegment('abc')).toBeUndefined();
  });
});
