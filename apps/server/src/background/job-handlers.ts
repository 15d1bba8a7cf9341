import type { FastifyInstance } from 'fastify';
import { availabilityJobs } from '../modules/availability/jobs.ts';
import { newsletterJobs } from '../modules/newsletter/jobs.ts';
import { postJobs } from '../modules/posts/jobs.ts';
import { retentionJobs } from '../modules/retention/jobs.ts';
import { squadJobs } from '../modules/squads/jobs.ts';
import { trialJobs } from '../modules/trials/jobs.ts';
import type { JobHandlers } from './job-kinds.ts';

/**
 * The handler of every kind of JOB_KINDS, each written beside its module's service (decision 027).
 * The type asks for all of them: a kind without a handler, or a handler of a kind that does not
 * exist, does not compile.
 */
export const jobHandlers = (app: FastifyInstance): JobHandlers => ({
  ...trialJobs(app),
  ...postJobs(app),
  ...newsletterJobs(app),
  ...retentionJobs(app),
  ...squadJobs(app),
  ...availabilityJobs(app),
});
