import type { FastifyInstance } from 'fastify';
import { moduleDeps } from './lib/module-deps.ts';
import { createAcademyService } from './modules/academy/service.ts';
import { migrateBodyImages } from './modules/posts/body-image-migration.ts';
import { createPostService } from './modules/posts/service.ts';
import { backfillPhotoConsentHistory } from './modules/registrations/photo-consent.ts';
import { createRetentionService } from './modules/retention/service.ts';
import { createUpgradeNoticesService } from './modules/upgrade-notices/service.ts';
import { seedDemo } from './seed/seed.ts';

/**
 * The work every start does once, after the migrations and before the first request, in this order
 * (decision 027). Route registration registers routes and nothing else; start-up work goes here.
 */
export async function runStartup(app: FastifyInstance): Promise<void> {
  // Instances starting together against one empty PostgreSQL: one administrator, one demo.
  await app.database.exclusive(async () => {
    await app.auth.ensureAdmin();
    if (app.config.seed) await seedDemo(app);
  });

  // A settings row saved before the academy had a time zone gets the server's `TZ`, once (decision 050).
  if (await createAcademyService(moduleDeps(app)).seedTimeZone()) app.log.info('academy time zone set from TZ');
  // Every registration's photo consent history starts with its stored answer (decision 046): one
  // idempotent statement, after the seed, so rows from before the history have their first entry.
  const backfilled = await app.database.exclusive(() => backfillPhotoConsentHistory(app.db));
  if (backfilled > 0) app.log.info({ registrations: backfilled }, 'photo consent history started from the stored answers');

  // Base64 pictures in post bodies become stored files, once; under the lock, so two instances
  // starting together do it once (decision 044). Before the refresh, which then keeps the files.
  const migrated = await app.database.exclusive(() => migrateBodyImages(moduleDeps(app)));
  if (migrated.posts > 0 || migrated.registered > 0) app.log.info(migrated, 'post body pictures stored as files');

  // Posts stored with older rules (excerpts, link targets, pictures) are made again.
  const refreshed = await createPostService(moduleDeps(app)).refreshBodies();
  if (refreshed > 0) app.log.info({ posts: refreshed }, 'refreshed stored post bodies');

  // A family calendar feed link for each status link made before the two were made together
  // (docs/decisions/052), so the status page only reads; under the lock, once.
  const feedLinks = await app.database.exclusive(() => app.statusLinks.backfillFeedLinks(app.db));
  if (feedLinks > 0) app.log.info({ registrations: feedLinks }, 'family calendar feed links made');

  // The daily retention run is queued if none is: the first start runs it at once, a day missed
  // while the server was down runs now (decision 019).
  await createRetentionService(moduleDeps(app)).ensureScheduled();

  // What an upgrade changed for the data an older release kept, once per start; the dashboard
  // shows the same while it holds (decision 056).
  for (const notice of await createUpgradeNoticesService(moduleDeps(app)).notices()) app.log.warn({ notice: notice.kind, count: notice.count }, notice.text);
}
