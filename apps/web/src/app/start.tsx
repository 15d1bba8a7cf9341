import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { nextTask } from '../lib/next-task';
import { prepareFormat } from '../lib/format-date';
import { AppProviders } from './providers';
import { createRouter } from './router';
// After the modules above, as when main.tsx imported them all: the same order of the stylesheets.
import '../styles/global.css';

/** Marks the document once the app runs (hydrated or rendered): `<html data-started>`, for tests and benches. Renders nothing. */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}

function render(root: HTMLElement, serverRendered: boolean, router: Awaited<ReturnType<typeof createRouter>>) {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <Started />
      </AppProviders>
    </StrictMode>
  );
  // A page the server rendered (docs/decisions/020): React hydrates that HTML in a transition, so
  // the work is split into short tasks and the page stays responsive.
  if (serverRendered) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  const mount = () => createRoot(root).render(app);
  // The route's lazy chunk normally arrives with the entry (the server preloads it from the page's
  // HTML): wait for it a moment, so the first paint is the page itself rather than a spinner the
  // page replaces at once. A slow chunk still gets the spinner (the router's HydrateFallback).
  if (router.state.initialized) return mount();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    unsubscribe();
    mount();
  };
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) go();
  });
  const timer = setTimeout(go, 300);
}

/**
 * The app's start once React, React DOM and the router have loaded (main.tsx): the router (with the
 * matched route's module), then the date-time formatter a page with dates needs, each in a task of
 * its own, then hydration (itself split by React, in a transition). Admin screens, and a page whose
 * server render failed, arrive with an empty root: the app renders them itself.
 */
export async function startApp(root: HTMLElement, serverRendered: boolean) {
  if (!serverRendered) return render(root, false, await createRouter(false));
  const router = await createRouter(true);
  // <time data-format> names a date-time style (formatDateTime); a plain <time> is a date (formatDate).
  const formats = new Set([...root.querySelectorAll('time')].map((t) => (t as HTMLElement).dataset.format ?? 'date'));
  for (const kind of ['date', 'short', 'long'] as const) {
    if (!formats.has(kind)) continue;
    await nextTask();
    prepareFormat(kind);
  }
  await nextTask();
  render(root, true, router);
}
