import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { createTrialService } from './service.ts';

/** The trial reminder's handler (decision 027): the mail goes out if the invitation is still confirmed to a session still ahead. */
export function trialJobs(app: FastifyInstance): Pick<JobHandlers, 'trial-reminder'> {
  const service = createTrialService({
    db: app.db,
    links: app.statusLinks,
    config: app.config,
    wake: () => app.background.wake(),
    invalidatePublic: () => app.publicCache.invalidate(),
  });
  return {
    'trial-reminder': async ({ invitationId }, ctx) => {
      if (await service.remind(invitationId)) ctx.wake();
    },
  };
}
