import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for HTML the app did not render itself (a post's body): a plain click on a link
 * to one of the site's own pages navigates through the router, in place, instead of loading the
 * whole app again (or, for a post written before links to the site lost their target, in a new tab).
 * Modified clicks (new tab, new window, download) and links elsewhere are left to the browser.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || !event.currentTarget.contains(link) || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Uploaded files and the API are served by the server, not by a route of the app.
      if (/^\/(api|uploads)(\/|$)/.test(url.pathname)) return;
      const here = window.location;
      // A jump within the page (#section) is the browser's to make.
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
