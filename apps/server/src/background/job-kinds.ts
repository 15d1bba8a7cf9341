import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/**
 * Every kind of durable work of the jobs table (decision 027): its name, the payload it carries and
 * the key that makes scheduling it idempotent. `scheduleJob`/`cancelJob` (background/jobs.ts) take
 * a kind of this list with its payload, and the runner reads each payload back through its schema
 * before handing it to the kind's handler (background/job-handlers.ts), so a kind, its payload and
 * its handler cannot drift apart. Keys are stored in the database: keep their form.
 */
const kind = <S extends z.ZodObject>(payload: S, key: (payload: z.output<S>) => string) => ({ payload, key });

export const JOB_KINDS = {
  /** A confirmed family's reminder, TRIAL_REMINDER_BEFORE_MS before its session (modules/trials/jobs.ts). */
  'trial-reminder': kind(z.object({ invitationId: z.number().int() }), (p) => `trial-reminder:${p.invitationId}`),
  /** A scheduled post goes public at its publish_at, one job per post, moved with the time (modules/posts/jobs.ts). */
  'publish-post': kind(z.object({ postId: z.number().int() }), (p) => `publish-post:${p.postId}`),
  /** One batch of a post's newsletter; it schedules the next (modules/newsletter/jobs.ts). */
  'newsletter-batch': kind(z.object({ postId: z.number().int(), batch: z.number().int().min(0) }), (p) => `newsletter:${p.postId}:batch:${p.batch}`),
  /** An offer of a squad place whose deadline has come: expired, and the place offered to the next child (modules/squads/jobs.ts). */
  'offer-expiry': kind(z.object({ placeId: z.number().int() }), (p) => `offer-expiry:${p.placeId}`),
  /** Free places of a squad offered to the children waiting, in order; run after a decline, a withdrawal or an expiry (modules/squads/jobs.ts). */
  'squad-fill': kind(z.object({ squadId: z.number().int() }), (p) => `squad-fill:${p.squadId}`),
  /** An event's availability reminder `hours` before it, to the families that have not answered (modules/availability/jobs.ts, docs/decisions/040). */
  'event-reminder': kind(z.object({ eventId: z.number().int(), hours: z.number().int().positive() }), (p) => `event-reminder:${p.eventId}:${p.hours}`),
  /** The daily retention run of `day` (UTC), once per day whoever queues it (modules/retention/jobs.ts). */
  retention: kind(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }), (p) => `retention:${p.day}`),
};

export type JobKind = keyof typeof JOB_KINDS;
export type JobPayload<K extends JobKind> = z.output<(typeof JOB_KINDS)[K]['payload']>;

/** What a handler gets besides its payload: the database (no transaction: a handler opens its own), the log, and the runner's wake-up. */
export type JobContext = { db: Db; log: FastifyBaseLogger; wake: () => void };
export type JobHandler<K extends JobKind> = (payload: JobPayload<K>, ctx: JobContext) => Promise<void>;
/** One handler per kind: a kind added to JOB_KINDS without its handler does not compile. */
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind);

/** The job's unique key (`trial-reminder:42`). */
export const jobKey = <K extends JobKind>(kind: K, payload: JobPayload<K>): string => (JOB_KINDS[kind].key as (p: JobPayload<K>) => string)(payload);

/** The payload as it is stored, checked against its kind's schema (a caller that cast its way past the types is refused). */
export function checkedPayload<K extends JobKind>(kind: K, payload: JobPayload<K>): JobPayload<K> {
  if (!isJobKind(kind)) throw new Error(`unknown job kind ${String(kind)}`);
  return JOB_KINDS[kind].payload.parse(payload) as JobPayload<K>;
}

/** Runs a claimed job: its stored payload is read through its kind's schema (a malformed one fails the attempt). */
export async function runJobHandler(handlers: JobHandlers, kind: string, payload: unknown, ctx: JobContext): Promise<void> {
  if (!isJobKind(kind)) throw new Error(`no handler for job kind ${kind}`);
  await run(handlers, kind, payload, ctx);
}

function run<K extends JobKind>(handlers: JobHandlers, kind: K, payload: unknown, ctx: JobContext): Promise<void> {
  const handler = handlers[kind] as JobHandler<K>;
  return handler(JOB_KINDS[kind].payload.parse(payload) as JobPayload<K>, ctx);
}
