import { useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import './when-visible.css';

/** Every part made by `whenVisible`, for the server renderer to load before it renders. */
const parts = new Set<() => Promise<unknown>>();

/** The server renderer (entry-server.tsx): every part's code, so a page's HTML holds them whole. */
export function loadVisibleParts(): Promise<unknown> {
  return Promise.all([...parts].map((load) => load()));
}

/**
 * A part of a server-rendered page below the fold whose code is loaded only when the visitor
 * comes near it (docs/decisions/020): a visitor who never scrolls there never downloads it. Its
 * HTML is in the page like the rest (the server renderer loads every part first,
 * `loadVisibleParts`). In the browser React leaves that HTML as it is (an element whose content
 * React does not own, the way partial hydration keeps server HTML) until `anchorId`, the id of the
 * part's own root element, comes within a screen of the viewport; then the code loads and the part
 * is rendered in place, the same markup. Its controls must stay disabled until then (useHydrated),
 * so nothing a visitor types is lost. Rendered after start-up (a link to the page), it loads at once.
 */
export function whenVisible<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let code: Promise<ComponentType<P>> | undefined;
  const loadCode = () =>
    (code ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  parts.add(loadCode);

  return function WhenVisible(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    // False on the server and while the page hydrates: the part is then the server's HTML.
    const hydrated = useHydrated();
    const [startedHydrated] = useState(hydrated);

    useEffect(() => {
      if (Component) return;
      let cancelled = false;
      const show = () => void loadCode().then((component) => !cancelled && setComponent(() => component));
      const anchor = document.getElementById(anchorId);
      if (startedHydrated || !anchor || typeof IntersectionObserver === 'undefined') {
        show();
        return () => void (cancelled = true);
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          show();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(anchor);
      return () => {
        cancelled = true;
        observer.disconnect();
      };
    }, [Component, startedHydrated]);

    if (Component) {
      return (
        <div className="when-visible">
          <Component {...props} />
        </div>
      );
    }
    // Hydrating an element given inner HTML keeps the server's content as it is; React adds none.
    return <div className="when-visible" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  };
}
