import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';

// React Router ranks routes by specificity, so the two lists need no particular order.
export const router = createBrowserRouter([...publicRoutes, ...adminRoutes]);
