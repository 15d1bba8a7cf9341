import { PAGE_DATA_ELEMENT_ID, type PageDataSeed } from '@academy/contract/page-data';
import type { Envelope } from './api-client';

let seed: PageDataSeed | undefined;
/** When the page (and with it the embedded answers) was loaded: their age for staleTime. */
let loadedAt = Date.now();

function seedOf(): PageDataSeed {
  if (seed) return seed;
  seed = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      seed = JSON.parse(element.textContent) as PageDataSeed;
    } catch {
      // A damaged embed only costs the request it would have saved.
    }
  }
  return seed;
}

/** An embedded failure: the server embeds the API's own 404 answer for what a page names but the API has not. */
const isFailure = (envelope: unknown) => typeof envelope === 'object' && envelope !== null && (envelope as { success?: unknown }).success === false;

/**
 * The query options that start a query from the answer the server embedded in the page's HTML
 * for `path` (the same API path the query fetches), so the first render has its data. Each embedded
 * answer is used once: a query created later (after garbage collection) asks the server again. An
 * embedded failure is no data: the query asks the server (see `seededMissing`).
 */
export function seededQuery<T>(path: string, select: (envelope: Envelope<unknown>) => T) {
  return {
    initialData: (): T | undefined => {
      const all = seedOf();
      const envelope = all[path] as Envelope<unknown> | undefined;
      if (!envelope || typeof envelope !== 'object' || isFailure(envelope)) return undefined;
      delete all[path];
      return select(envelope);
    },
    initialDataUpdatedAt: () => loadedAt,
  };
}

/**
 * Whether the server found nothing at `path` when it built the page: it then answered the page
 * 404 with the not-found screen rendered and the API's answer embedded (decision 014,
 * docs/decisions/020). A post or album page shows that screen while its own read of the path is
 * pending, so the server's render and the browser's hydration agree.
 */
export function seededMissing(path: string): boolean {
  return isFailure(seedOf()[path]);
}

/**
 * The server renderer's way in: `render` runs with `answers` as the page's embedded data (the same
 * JSON the HTML carries), so the server's first render and the browser's hydration read the same.
 * `render` must be synchronous (renderToString): no other page's render can interleave.
 */
export function withPageData<T>(answers: PageDataSeed, render: () => T): T {
  const before = seed;
  seed = { ...answers };
  try {
    return render();
  } finally {
    seed = before;
  }
}

/** For tests: forget what was read from the document, as a new page load does (its answers are fresh again). */
export function resetPageData() {
  seed = undefined;
  loadedAt = Date.now();
}
