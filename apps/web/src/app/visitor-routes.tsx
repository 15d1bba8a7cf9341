import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { PublicLayout } from './public-layout';
import { publicRoutes } from './public-routes';

/**
 * The routes the server renders (src/entry-server.tsx): the public pages, and /album/:id as a
 * visitor sees it. The browser's /album/:id (album-route.tsx) chooses by session and can load the
 * admin screens; this one cannot, so no admin code is reachable from the server renderer. Its tree
 * is the browser's visitor tree (layout, then a Suspense boundary around the album page), so the
 * browser hydrates what the server sent.
 */
export const visitorRoutes: RouteObject[] = [
  ...publicRoutes,
  {
    path: ADMIN_PATHS.album,
    element: <PublicLayout />,
    children: [
      {
        index: true,
        lazy: async () => {
          const { default: AlbumPage } = await import('../features/gallery/components/album-page');
          return {
            Component: () => (
              // The browser's boundary shows a spinner; a server render never waits here (the module is loaded).
              <Suspense fallback={null}>
                <AlbumPage />
              </Suspense>
            ),
          };
        },
      },
    ],
  },
];
