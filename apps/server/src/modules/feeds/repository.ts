import { asc, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { academySettings } from '../../db/schema/academy-settings.ts';
import { albums } from '../../db/schema/albums.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { posts } from '../../db/schema/posts.ts';
import { postTags, tags } from '../../db/schema/tags.ts';
import { iso } from '../../lib/serialize.ts';
import { photoIsPublic } from '../albums/repository.ts';

/** The last changes the sitemap dates its pages with (posts are read through the posts repository). */
export function createFeedRepository(db: Db) {
  return {
    /** Every album (all albums are public) with its last change: its creation or its newest photo visitors see (decision 051). */
    async albumStamps(): Promise<{ id: number; lastmod: string }[]> {
      // The column's own decoder: the drivers answer timestamps in their own text forms.
      const lastmod =
        sql`greatest(${albums.created_at}, (select max(p.created_at) from photos p where p.album_id = "albums"."id" and ${photoIsPublic('p')}))`.mapWith(
          albums.created_at,
        );
      const rows = await db.select({ id: albums.id, lastmod }).from(albums).orderBy(desc(albums.created_at), desc(albums.id));
      return rows.map((r) => ({ id: r.id, lastmod: iso(r.lastmod) }));
    },
    /** Every tag with a published post, with the last change of its posts (its page, /news/tag/{slug}: decision 047). */
    async tagStamps(): Promise<{ slug: string; lastmod: string }[]> {
      const rows = await db
        .select({ slug: tags.slug, lastmod: max(posts.updated_at) })
        .from(tags)
        .innerJoin(postTags, eq(postTags.tag_id, tags.id))
        .innerJoin(posts, eq(posts.id, postTags.post_id))
        .where(eq(posts.published, true))
        .groupBy(tags.id)
        .orderBy(asc(tags.slug));
      return rows.map((r) => ({ slug: r.slug, lastmod: iso(r.lastmod!) }));
    },
    /** The newest team member and the academy's facts' last change (the team, about and contact pages). */
    async siteStamps(): Promise<{ team?: string; academy?: string }> {
      const [team] = await db.select({ at: max(teamMembers.created_at) }).from(teamMembers);
      const [academy] = await db.select({ at: academySettings.updated_at }).from(academySettings).limit(1);
      return { team: team?.at ? iso(team.at) : undefined, academy: academy?.at ? iso(academy.at) : undefined };
    },
  };
}
export type FeedRepository = ReturnType<typeof createFeedRepository>;
