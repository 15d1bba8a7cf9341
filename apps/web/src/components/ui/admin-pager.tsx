import ui from './admin-ui.module.css';

/** Previous / next paging of the admin lists; renders nothing for a single page. */
export function AdminPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className={ui.pager} aria-label="Pages">
      <button type="button" className={`${ui.btn} ${ui.small}`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className={`${ui.btn} ${ui.small}`} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
