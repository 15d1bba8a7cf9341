import { describe, expect, it } from 'vitest';
import { PostFieldsSchema, relatedPosts } from './post.ts';
import { POST_TAGS_MAX, TAG_MESSAGES, tagSlug } from './tag.ts';

const base = { title: 'T', content: '<p>x</p>' };
const messages = (input: object) => {
  const r = PostFieldsSchema.safeParse({ ...base, ...input });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('tags in the post input', () => {
  it('takes a list of names or its JSON text (a multipart form), trimmed', () => {
    expect(PostFieldsSchema.parse({ ...base, tags: [' Match report ', 'U12'] }).tags).toEqual(['Match report', 'U12']);
    expect(PostFieldsSchema.parse({ ...base, tags: '["Trials"]' }).tags).toEqual(['Trials']);
    expect(PostFieldsSchema.parse({ ...base, tags: '' }).tags).toEqual([]);
    expect(PostFieldsSchema.parse(base).tags).toBeUndefined();
  });

  it('refuses too many, too long, letterless or non-list tags with the contract messages', () => {
    expect(messages({ tags: Array.from({ length: POST_TAGS_MAX + 1 }, (_, i) => `t${i}`) })).toEqual([TAG_MESSAGES.tooMany]);
    expect(messages({ tags: ['x'.repeat(41)] })).toEqual([TAG_MESSAGES.tooLong]);
    expect(messages({ tags: ['—!'] })).toEqual([TAG_MESSAGES.needsLetter]);
    expect(messages({ tags: 'Match report' })).toEqual([TAG_MESSAGES.notList]);
  });

  it('refuses a custom excerpt over 300 characters', () => {
    expect(messages({ custom_excerpt: 'x'.repeat(301) })).toEqual([TAG_MESSAGES.excerptTooLong]);
    expect(PostFieldsSchema.parse({ ...base, custom_excerpt: '  Short.  ' }).custom_excerpt).toBe('Short.');
  });
});

describe('tagSlug', () => {
  it('is lowercase letters and digits joined by single hyphens, accents dropped, any script kept', () => {
    expect(tagSlug('Match report')).toBe('match-report');
    expect(tagSlug('  U12 / U14  ')).toBe('u12-u14');
    expect(tagSlug('Équipe Première')).toBe('equipe-premiere');
    expect(tagSlug('كرة القدم')).toBe('كرة-القدم');
    expect(tagSlug('--!!--')).toBe('');
  });
});

describe('relatedPosts with tags', () => {
  const p = (id: number, title: string, created_at: string, tags: string[] = []) => ({ id, title, created_at, tags: tags.map((slug) => ({ slug })) });
  it('puts posts sharing most tags first, then newest, then fills with the spec rule', () => {
    const me = p(1, 'Cup final report', '2026-11-10T12:00:00Z', ['u12', 'match-report']);
    const all = [
      me,
      p(2, 'Training news', '2026-11-16T12:00:00Z'), // spec rule: 6 days later
      p(3, 'Old trials', '2020-01-01T00:00:00Z', ['u12']), // one shared tag, old
      p(4, 'Old match', '2020-02-01T00:00:00Z', ['match-report', 'u12']), // two shared tags
      p(5, 'Newer u12', '2021-01-01T00:00:00Z', ['u12']), // one shared, newer than 3
      p(6, 'Unrelated', '2019-01-01T00:00:00Z', ['u14']),
    ];
    expect(relatedPosts(me, all).map((x) => x.id)).toEqual([4, 5, 3]);
    expect(relatedPosts({ ...me, tags: [{ slug: 'match-report' }] }, all).map((x) => x.id)).toEqual([4, 2]);
  });
});
