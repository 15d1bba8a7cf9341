import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createTrialService } from './service.ts';

/** The trial reminder's handler (decision 027): the mail goes out if the invitation is still confirmed to a session still ahead. */
export function trialJobs(app: FastifyInstance): Pick<JobHandlers, 'trial-reminder'> {
  const service = createTrialService(moduleDeps(app), { links: app.statusLinks, invalidatePublic: () => app.publicCache.invalidate() });
  return {
    // The reminder's mail is queued in its own change, which wakes the runner after the commit.
    'trial-reminder': async ({ invitationId }) => {
      await service.remind(invitationId);
    },
  };
}
