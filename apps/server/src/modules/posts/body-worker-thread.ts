import { parentPort } from 'node:worker_threads';
import { storedBody, type BodyImageRules } from './stored-body.ts';

/** The worker thread of body-worker.ts: sanitizes post HTML away from the event loop. */
export type BodyRequest = { id: number; html: string; siteOrigin: string | undefined; rules?: BodyImageRules };
export type BodyAnswer = { id: number; body?: ReturnType<typeof storedBody>; error?: string };

parentPort?.on('message', ({ id, html, siteOrigin, rules }: BodyRequest) => {
  let answer: BodyAnswer;
  try {
    answer = { id, body: storedBody(html, siteOrigin, rules) };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(answer);
});
