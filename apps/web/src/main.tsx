import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

let started = false;
function start() {
  if (started) return;
  started = true;
  createRoot(root!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The route's lazy chunk normally arrives with the entry (the server preloads it from the page's
 * HTML): wait for it a moment, so the first paint is the page itself rather than a spinner the
 * page replaces at once. A slow chunk still gets the spinner (the router's HydrateFallback).
 */
if (router.state.initialized) start();
else {
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) go();
  });
  const timer = setTimeout(go, 300);
  function go() {
    clearTimeout(timer);
    unsubscribe();
    start();
  }
}
