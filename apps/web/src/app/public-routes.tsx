// PLACEHOLDER — owned by the public-site engineer.
import type { RouteObject } from 'react-router';

export const publicRoutes: RouteObject[] = [{ path: '*', element: <p>Public site coming soon</p> }];
