import { useEffect } from 'react';
import { documentTitle, type PageMeta } from '@academy/contract/page-meta';

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
 */
export function useDocumentMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      setHead('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (el) => el.setAttribute('content', description));
    }
    const canonical = `${window.location.origin}${window.location.pathname.replace(/^\/postview\//, '/news/')}`;
    setHead('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (el) => el.setAttribute('href', canonical));
  }, [title, description]);
}

/** A fixed page's meta from the contract. */
export const usePageMeta = (meta: PageMeta) => useDocumentMeta(meta.title, meta.description);
