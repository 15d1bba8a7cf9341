import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { SLIDES, heroSrcSet } from './features/home/components/hero-slides';
import './styles/global.css';

/**
 * The home hero's first picture is that page's largest paint: ask for it together with the entry
 * script instead of after the route chunk has loaded and rendered (the same srcset as the hero).
 */
if (window.location.pathname === '/') {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = SLIDES[0]!.image;
  link.setAttribute('imagesrcset', heroSrcSet(SLIDES[0]!.image));
  link.setAttribute('imagesizes', '100vw');
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
