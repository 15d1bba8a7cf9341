import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { prepareFormat } from './lib/format-date';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * A public page arrives rendered by the server (docs/decisions/020): React hydrates that HTML, in a
 * transition, so the work is split into short tasks and the page stays responsive. Admin screens,
 * and a page whose server render failed, arrive with an empty root: the app renders them itself.
 */
const serverRendered = root.hasChildNodes();

/** Marks the document once the app runs (hydrated or rendered): `<html data-started>`, for tests and benches. Renders nothing. */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}

/**
 * Resolves in a task of its own, so the browser can paint the server's page before the app's
 * start-up work. A message, not a timer or an animation frame: those wait while a tab is hidden
 * (and under a test's paused clock).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

function start(router: Awaited<ReturnType<typeof createRouter>>) {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <Started />
      </AppProviders>
    </StrictMode>
  );
  if (serverRendered) {
    startTransition(() => {
      hydrateRoot(root!, app);
    });
    return;
  }
  const render = () => createRoot(root!).render(app);
  // The route's lazy chunk normally arrives with the entry (the server preloads it from the page's
  // HTML): wait for it a moment, so the first paint is the page itself rather than a spinner the
  // page replaces at once. A slow chunk still gets the spinner (the router's HydrateFallback).
  if (router.state.initialized) return render();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    unsubscribe();
    render();
  };
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) go();
  });
  const timer = setTimeout(go, 300);
}

/**
 * Start-up in short tasks (the 50 ms start-up task rule, docs/decisions/020): the server's page
 * paints, then the router is made, then the date formatter a page with dates needs, each in a task
 * of its own, then hydration (itself split by React, in a transition).
 */
async function boot() {
  if (!serverRendered) return start(await createRouter(false));
  await nextTask();
  const router = await createRouter(true);
  // <time data-format> names a date-time style (formatDateTime); a plain <time> is a date (formatDate).
  const formats = new Set([...root!.querySelectorAll('time')].map((t) => (t as HTMLElement).dataset.format ?? 'date'));
  for (const kind of ['date', 'short', 'long'] as const) {
    if (!formats.has(kind)) continue;
    await nextTask();
    prepareFormat(kind);
  }
  await nextTask();
  start(router);
}

void boot();
