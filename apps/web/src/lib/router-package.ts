/**
 * What start-up needs of React Router, imported by main.tsx in a task of its own so the router's
 * chunk is evaluated apart from React's and the app's (docs/decisions/020). Named exports: importing
 * the package itself dynamically would keep all of it in the bundle.
 */
export { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
