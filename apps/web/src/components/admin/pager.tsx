import { useRef } from 'react';
import ui from './ui.module.css';

/**
 * Previous / next paging of the admin lists; renders nothing for a single page. The pager sits
 * under the list, so a page change brings the top of the screen back into view (on a phone the
 * new page would otherwise open at its last items).
 */
export function AdminPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const nav = useRef<HTMLElement>(null);
  if (pages <= 1) return null;
  const go = (next: number) => {
    onPage(next);
    (nav.current?.closest('main') ?? document.body).scrollIntoView?.({ block: 'start' });
  };
  return (
    <nav className={ui.pager} aria-label="Pages" ref={nav}>
      <button type="button" className={`${ui.btn} ${ui.small}`} disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className={`${ui.btn} ${ui.small}`} disabled={page >= pages} onClick={() => go(page + 1)}>
        Next
      </button>
    </nav>
  );
}
