import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';

/**
 * Every screen of the app. React Router ranks routes by specificity, so the lists need no
 * particular order (a new screen is one more entry in public-routes.tsx or admin-routes.tsx).
 */
export const routes: RouteObject[] = [...publicRoutes, ...adminRoutes];

/**
 * The browser's router, made when the app starts (not when this module loads). `hydrate`: the page
 * arrived rendered by the server (docs/decisions/020), so the matched routes' lazy modules are loaded
 * first and the router starts initialized, rendering the same tree the server did. No route has a
 * loader: the data came embedded in the HTML (lib/page-data.ts), so there is no loader data to pass.
 */
export async function createRouter(hydrate: boolean) {
  if (hydrate) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, hydrate ? { hydrationData: { loaderData: {} } } : undefined);
}
