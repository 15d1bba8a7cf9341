import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { moduleDeps } from '../../lib/module-deps.ts';
import { createRetentionService } from './service.ts';

/** The daily retention run of the day it was queued for (decision 019); it queues the next day's. */
export function retentionJobs(app: FastifyInstance): Pick<JobHandlers, 'retention'> {
  const service = createRetentionService(moduleDeps(app));
  return {
    retention: async ({ day }) => {
      await service.run(day);
    },
  };
}
