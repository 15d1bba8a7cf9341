import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { loadAppSecret } from '../../lib/app-secret.ts';
import { createNewsletterRepository } from './repository.ts';
import { createNewsletterService } from './service.ts';

/** One batch of a post's newsletter (decision 027); the batch schedules the next one in its own transaction. */
export function newsletterJobs(app: FastifyInstance): Pick<JobHandlers, 'newsletter-batch'> {
  const service = createNewsletterService({
    db: app.db,
    repo: createNewsletterRepository(app.db),
    secret: loadAppSecret(app.config),
    publicUrl: app.config.publicUrl,
    batchSize: app.config.newsletterBatchSize,
    wake: () => app.background.wake(),
  });
  return {
    'newsletter-batch': async ({ postId, batch }, ctx) => {
      if (await service.runBatch(postId, batch)) ctx.wake();
    },
  };
}
