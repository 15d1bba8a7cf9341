import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageDataSeed } from '@academy/contract/page-data';
import { AppProviders } from './app/providers';
import { loadVisibleParts } from './components/ui/when-visible';
import { visitorRoutes } from './app/visitor-routes';
import { setTimeZone } from './lib/format-date';
import { withPageData } from './lib/page-data';

const handler = createStaticHandler(visitorRoutes);

/**
 * The server renderer of the public pages (docs/decisions/020), loaded by apps/server's page HTML
 * from the build (`<dist>/ssr/entry-server.js`). `answers` are the anonymous API answers the page
 * embeds (decision 009): the render reads them as the browser's hydration will, so both agree.
 *
 * renderToString, not a stream: the whole page is known before rendering (no loader, no waiting
 * Suspense boundary), and a complete string carries no inline script of React's (the security
 * policy allows scripts from our origin only). `timeZone` is the one dates are written in.
 */
export async function render(url: string, answers: PageDataSeed, options: { timeZone: string }): Promise<string> {
  setTimeZone(options.timeZone);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page`);
  // Loads the matched routes' lazy modules, as the browser does before hydrating (app/router.tsx).
  await Promise.all(
    context.matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // Parts the browser loads when they come into view are in the HTML all the same.
  await loadVisibleParts();
  const router = createStaticRouter(handler.dataRoutes, context);
  return withPageData(answers, () =>
    renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
