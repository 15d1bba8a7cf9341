import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
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

void createRouter(serverRendered).then((router) => {
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
      hydrateRoot(root, app);
    });
    return;
  }
  const start = () => createRoot(root).render(app);
  // The route's lazy chunk normally arrives with the entry (the server preloads it from the page's
  // HTML): wait for it a moment, so the first paint is the page itself rather than a spinner the
  // page replaces at once. A slow chunk still gets the spinner (the router's HydrateFallback).
  if (router.state.initialized) return start();
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) go();
  });
  const timer = setTimeout(go, 300);
  let started = false;
  function go() {
    if (started) return;
    started = true;
    clearTimeout(timer);
    unsubscribe();
    start();
  }
});
