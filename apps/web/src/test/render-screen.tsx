import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

function Landing() {
  const location = useLocation();
  const flash = (location.state as { flash?: string } | null)?.flash;
  return (
    <p>
      landed on {location.pathname}
      {flash ? `: ${flash}` : ''}
    </p>
  );
}

/** Renders one admin screen at `path` (pattern `route`) with a fresh query client; any other path shows where it landed. */
export function renderScreen(element: ReactElement, { route, path }: { route: string; path: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
