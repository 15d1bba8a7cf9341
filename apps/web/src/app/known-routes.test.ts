import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, PUBLIC_ROUTES, routeKind } from '@academy/contract/page-meta';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';

/** Every full path of a route tree (index routes as their parent's path; the catch-all left out). */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    // Like the router: a child's absolute path already holds its parent's.
    const here = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`.replace(/\/+/g, '/')) : parent;
    const own = route.index || (route.path && route.path !== '*' && !route.children) ? [here || '/'] : [];
    const withChildren = route.path && route.children ? [here] : [];
    return [...own, ...withChildren, ...(route.children ? pathsOf(route.children, here) : [])];
  });
}

/**
 * The server answers 404 for a path the router has no page for (contract/page-meta.ts). The two
 * lists are the router's own: a screen added to the router without the contract knowing it would
 * answer 404 to a reload.
 */
describe('known routes', () => {
  it('the contract lists exactly the public pages of the router', () => {
    expect(new Set(pathsOf(publicRoutes))).toEqual(new Set(PUBLIC_ROUTES));
  });

  it('the contract lists exactly the admin screens of the router', () => {
    expect(new Set(pathsOf(adminRoutes))).toEqual(new Set(ADMIN_ROUTES));
  });

  it('matches paths the way the router does', () => {
    expect(routeKind('/news/12')).toBe('public');
    expect(routeKind('/news/')).toBe('public');
    expect(routeKind('/enrollment/7')).toBe('admin');
    expect(routeKind('/news/12/extra')).toBeUndefined();
    expect(routeKind('/no-such-page')).toBeUndefined();
  });
});
