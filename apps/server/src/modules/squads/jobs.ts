import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createSquadService } from './service.ts';

/**
 * The offers' durable work (decisions 027 and 031): an offer's deadline, and a squad's free places
 * given to the children waiting. Both re-check the state inside their transaction, so a job run
 * twice (a crash after its commit, a second instance) changes nothing the second time.
 */
export function squadJobs(app: FastifyInstance): Pick<JobHandlers, 'offer-expiry' | 'squad-fill'> {
  const service = createSquadService(moduleDeps(app), app.statusLinks);
  return {
    'offer-expiry': async ({ placeId }) => {
      await service.expire(placeId);
    },
    'squad-fill': async ({ squadId }) => {
      await service.fill(squadId);
    },
  };
}
