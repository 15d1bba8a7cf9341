import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createPostService } from './service.ts';

/**
 * A scheduled post's time has come (decision 027): published once (whichever instance runs the
 * job), and every public surface (lists, feed, sitemap, page HTML, every instance's cache) shows it
 * from now on.
 */
export function postJobs(app: FastifyInstance): Pick<JobHandlers, 'publish-post'> {
  const service = createPostService(moduleDeps(app));
  return {
    'publish-post': async ({ postId }) => {
      // publishDue writes the activity entry in the same transaction as the publication.
      if (await service.publishDue(postId)) app.publicCache.invalidate();
    },
  };
}
