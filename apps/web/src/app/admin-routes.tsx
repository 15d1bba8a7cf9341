// PLACEHOLDER — owned by the admin engineer.
import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [];
