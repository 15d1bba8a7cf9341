import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_META, documentTitle, isPrivateLinkPath, type PageMeta } from '@academy/contract/page-meta';

function setHead(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

/**
 * Sets the tab title, the meta description and the canonical link of the current page: the same
 * ones the server put in the page's HTML (contract/page-meta.ts), kept right after client navigation.
 * A page not to be indexed (the not-found screen, a private link's page) has no canonical link and
 * says noindex, as its HTML does.
 */
export function useDocumentMeta(title: string | undefined, description?: string, indexable = true, canonicalPath?: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      setHead(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        (el) => el.setAttribute('content', description),
      );
    }
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    // A page names its own canonical address where it has one (a post's /news/{id} for /postview/{id}).
    const canonical = `${window.location.origin}${canonicalPath ?? path.replace(/^\/postview\//, '/news/')}`;
    if (indexable && !isPrivateLinkPath(path)) {
      setHead(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        (el) => el.setAttribute('href', canonical),
      );
      document.head.querySelector('meta[name="robots"]')?.remove();
    } else {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      setHead(
        'meta[name="robots"]',
        () => Object.assign(document.createElement('meta'), { name: 'robots' }),
        (el) => el.setAttribute('content', 'noindex'),
      );
    }
  }, [title, description, indexable, pathname, canonicalPath]);
}

/** A fixed page's meta from the contract. */
export const usePageMeta = (meta: PageMeta) => useDocumentMeta(meta.title, meta.description, meta !== PAGE_META.notFound);
