import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NEWS_QUERY_MAX, NEWS_SEARCH, newsHref } from '@academy/contract/news-search-constants';

/**
 * The search box of /news (docs/decisions/048): a GET form, so it searches before the app has
 * started or without JavaScript; once it has, the app goes to the same address itself.
 */
export function NewsSearch({ q }: { q: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  // Another search (back, a link) shows its own words.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  return (
    <form
      className="news-search"
      role="search"
      method="get"
      action="/news"
      onSubmit={(e) => {
        e.preventDefault();
        void navigate(newsHref({ q: text.trim(), page: 1 }));
      }}
    >
      <label htmlFor="news-q" className="news-search__label">
        {NEWS_SEARCH.label}
      </label>
      <div className="news-search__row">
        <input
          id="news-q"
          name="q"
          type="search"
          className="news-search__input"
          placeholder={NEWS_SEARCH.placeholder}
          maxLength={NEWS_QUERY_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--gold news-search__submit">
          {NEWS_SEARCH.submit}
        </button>
      </div>
    </form>
  );
}

/** Newer and older pages of /news (or of a search), each its own address. */
export function NewsPager({ q, page, pages }: { q: string; page: number; pages: number }) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="news-pager" aria-label={NEWS_SEARCH.pagerLabel}>
      {page > 1 ? (
        <Link to={newsHref({ q, page: page - 1 })} rel="prev" className="btn btn--pitch">
          {NEWS_SEARCH.newer}
        </Link>
      ) : (
        <span />
      )}
      <span className="news-pager__where">{NEWS_SEARCH.pageOf(page, Math.max(pages, page))}</span>
      {page < pages ? (
        <Link to={newsHref({ q, page: page + 1 })} rel="next" className="btn btn--pitch">
          {NEWS_SEARCH.older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
