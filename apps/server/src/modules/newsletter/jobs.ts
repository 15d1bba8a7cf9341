import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createNewsletterService } from './service.ts';

/** One batch of a post's newsletter (decision 027); the batch schedules the next one in its own transaction. */
export function newsletterJobs(app: FastifyInstance): Pick<JobHandlers, 'newsletter-batch'> {
  const service = createNewsletterService(moduleDeps(app));
  return {
    'newsletter-batch': async ({ postId, batch }, ctx) => {
      if (await service.runBatch(postId, batch)) ctx.wake();
    },
  };
}
