import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { createPostService } from './service.ts';

/**
 * A scheduled post's time has come (decision 027): published once (whichever instance runs the
 * job), and every public surface (lists, feed, sitemap, page HTML, every instance's cache) shows it
 * from now on.
 */
export function postJobs(app: FastifyInstance): Pick<JobHandlers, 'publish-post'> {
  const service = createPostService({ db: app.db, storage: app.storage, siteOrigin: app.config.publicUrl });
  return {
    'publish-post': async ({ postId }) => {
      if (await service.publishDue(postId)) {
        app.publicCache.invalidate();
        await app.audit.record(null, { action: 'content.publish', record: { type: 'post', id: postId }, summary: 'Scheduled post published' });
      }
    },
  };
}
