import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createAvailabilityService } from './service.ts';

/** The availability reminder's handler (decision 027): the service marks each family reminded with its mail, so a second run sends nothing. */
export function availabilityJobs(app: FastifyInstance): Pick<JobHandlers, 'event-reminder'> {
  const service = createAvailabilityService(moduleDeps(app), app.statusLinks);
  return {
    'event-reminder': async ({ eventId, hours }) => {
      await service.remind(eventId, hours);
    },
  };
}
