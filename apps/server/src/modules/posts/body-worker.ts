import { Worker } from 'node:worker_threads';
import type { BodyAnswer, BodyRequest } from './body-worker-thread.ts';
import type { BodyImageRules, storedBody } from './stored-body.ts';

type StoredBody = ReturnType<typeof storedBody>;

/**
 * Sanitizing a post runs on a worker thread (docs/decisions/023): the contract bounds the markup
 * (POST_MARKUP_MAX, POST_NESTING_MAX) so the work is tens of milliseconds at worst, and on the
 * worker those milliseconds never hold up other requests (test/security/slow-requests.test.ts
 * measures /api/health during a hostile post). One thread, started when the app is ready; requests queue.
 * The bundle has the thread as its own file next to server.js (build.mjs); from the sources it
 * runs through tsx.
 */
export type BodyWorker = {
  storedBody(html: string, siteOrigin: string | undefined, rules?: BodyImageRules): Promise<StoredBody>;
  /** Starts the thread and loads the sanitizer, so that the first post does not pay for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
};

/** From the bundle, the thread's own file; from the sources (tests, tsx), that file loaded through tsx. */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./body-worker-thread.js', import.meta.url));
  const source = new URL('./body-worker-thread.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`, { eval: true });
}

export function createBodyWorker(): BodyWorker {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, { resolve: (b: StoredBody) => void; reject: (e: Error) => void }>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const start = () => {
    const w = startThread();
    w.on('message', (answer: BodyAnswer) => {
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      if (pending.size === 0) w.unref();
      if (answer.body) p.resolve(answer.body);
      else p.reject(new Error(`sanitizer failed: ${answer.error}`));
    });
    // A thread that died takes its queue with it; the next post starts a new one.
    w.on('error', (err) => {
      if (worker === w) worker = undefined;
      failAll(err);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      failAll(new Error(`sanitizer thread exited (${code})`));
    });
    // Idle, the thread does not keep the process alive; a request waiting for it does.
    w.unref();
    return w;
  };

  const api: BodyWorker = {
    storedBody(html, siteOrigin, rules) {
      worker ??= start();
      const id = ++next;
      const w = worker;
      return new Promise<StoredBody>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // Only a thread with work waiting keeps the process alive.
        w.ref();
        w.postMessage({ id, html, siteOrigin, rules } satisfies BodyRequest);
      });
    },
    async warm() {
      await api.storedBody('<p>ready</p>', undefined);
    },
    async close() {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
  return api;
}
