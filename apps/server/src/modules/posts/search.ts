import { sql, type SQL } from 'drizzle-orm';
import { POST_SEARCH_CONFIG, posts } from '../../db/schema/posts.ts';

/**
 * Full-text search of posts (docs/decisions/048): the visitor's words as web search engines read
 * them (`websearch_to_tsquery`: "quoted phrases", `or`, `-word`), stemmed in English, against the
 * stored document of title (weight A) and body text (weight B), which a GIN index answers.
 */
const query = (q: string) => sql`websearch_to_tsquery(${sql.raw(`'${POST_SEARCH_CONFIG}'`)}, ${q})`;

/** The posts whose title or text matches `q`. */
export const matchesSearch = (q: string): SQL => sql`${posts.search} @@ ${query(q)}`;

/** How well a post matches `q`, best first: a word in the title counts more than the same word in the text. */
export const searchRank = (q: string): SQL => sql`ts_rank(${posts.search}, ${query(q)}) desc`;
