import { useEffect } from 'react';
import { ACADEMY_NAME } from '@academy/contract/site';

/** Sets the tab title and the meta description of the current page. */
export function useDocumentMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${ACADEMY_NAME}` : ACADEMY_NAME;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
