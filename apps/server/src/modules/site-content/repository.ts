import { eq } from 'drizzle-orm';
import type { SiteContentSection } from '@academy/contract/site-content-constants';
import type { Db } from '../../db/client.ts';
import { siteContent } from '../../db/schema/site-content.ts';

/** The stored site content: one document per section (docs/decisions/049). */
export function createSiteContentRepository(db: Db) {
  return {
    /** Every stored document as it is (the service checks each), by section. */
    async readAll(): Promise<Partial<Record<string, unknown>>> {
      const rows = await db.select({ section: siteContent.section, content: siteContent.content }).from(siteContent);
      return Object.fromEntries(rows.map((r) => [r.section, r.content]));
    },
    async save(section: SiteContentSection, content: object): Promise<void> {
      await db
        .insert(siteContent)
        .values({ section, content })
        .onConflictDoUpdate({ target: siteContent.section, set: { content, updated_at: new Date() } });
    },
    /** Whether a document was stored (and is now gone). */
    async remove(section: SiteContentSection): Promise<boolean> {
      const gone = await db.delete(siteContent).where(eq(siteContent.section, section)).returning({ section: siteContent.section });
      return gone.length > 0;
    },
  };
}
