import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../background/job-kinds.ts';
import { createRetentionRepository } from './repository.ts';
import { createRetentionService } from './service.ts';

/** The daily retention run of the day it was queued for (decision 019); it queues the next day's. */
export function retentionJobs(app: FastifyInstance): Pick<JobHandlers, 'retention'> {
  const service = createRetentionService({ repo: createRetentionRepository(app.db), audit: app.audit, policy: app.config.retention });
  return {
    retention: async ({ day }) => {
      await service.run(day);
    },
  };
}
