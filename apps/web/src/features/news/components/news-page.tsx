import { Link, useSearchParams } from 'react-router';
import { POST_MESSAGES } from '@academy/contract/post-constants';
import { NEWS_PAGE_SIZE, NEWS_SEARCH, newsListQuery } from '@academy/contract/news-search-constants';
import { ListState, PUBLIC_VIEWS } from '../../../components/ui/list-state';
import { EmptyState } from '../../../components/ui/states';
import { PAGE_META } from '@academy/contract/page-meta';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useNewsPage } from '../api/get-posts';
import { NewsPager, NewsSearch } from './news-search';
import { NewsLayout } from './post-card';
import './news.css';

export function NewsPage() {
  // The search and the page are the address's (/news?q=…&page=…, docs/decisions/048), read as the server read them.
  const [params] = useSearchParams();
  const query = newsListQuery(params.toString());
  const title = query.q ? NEWS_SEARCH.searchTitle(query.q) : query.page > 1 ? NEWS_SEARCH.pageTitle(query.page) : PAGE_META.news.title;
  // A search's results are not a page to index (the server's head says so too).
  useDocumentMeta(title, PAGE_META.news.description, query.q === '', query.q ? undefined : `/news${query.page > 1 ? `?page=${query.page}` : ''}`);
  const posts = useNewsPage(query);
  const pages = Math.ceil((posts.data?.total ?? 0) / NEWS_PAGE_SIZE);
  const messages = query.q ? { ...POST_MESSAGES, empty: NEWS_SEARCH.noMatch(query.q) } : POST_MESSAGES;

  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">From the academy</span>
          <h1 className="heading heading--xl">Latest News</h1>
          <p>Match reports, training stories and announcements from the pitch and beyond.</p>
          <NewsSearch q={query.q} />
        </div>
      </section>
      <section className="section">
        <div className="container">
          {query.q && posts.data && posts.data.total > 0 ? (
            <p className="news-results" role="status">
              {NEWS_SEARCH.results(posts.data.total, query.q)}
            </p>
          ) : null}
          <ListState
            query={posts}
            items={posts.data?.items}
            messages={messages}
            views={
              query.q || query.page > 1
                ? {
                    ...PUBLIC_VIEWS,
                    empty: (message) => (
                      <EmptyState message={message}>
                        <Link to="/news" className="btn btn--pitch">
                          {NEWS_SEARCH.clear}
                        </Link>
                      </EmptyState>
                    ),
                  }
                : undefined
            }
          >
            {(posts) => <NewsLayout posts={posts} />}
          </ListState>
          <NewsPager q={query.q} page={query.page} pages={pages} />
        </div>
      </section>
    </>
  );
}
