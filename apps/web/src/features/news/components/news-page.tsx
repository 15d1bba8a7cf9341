import { POST_MESSAGES } from '@academy/contract/post-constants';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { usePosts } from '../api/get-posts';
import { PostCard } from './post-card';
import './news.css';

export function NewsPage() {
  useDocumentMeta('News', 'Match reports, training stories and announcements from Future Stars Football Academy.');
  const posts = usePosts();
  const [featured, ...rest] = posts.data ?? [];

  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">From the academy</span>
          <h1 className="heading heading--xl">Latest News</h1>
          <p>Match reports, training stories and announcements from the pitch and beyond.</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          {posts.isPending ? (
            <LoadingState />
          ) : posts.isError ? (
            <ErrorState message={POST_MESSAGES.loadFailed} onRetry={() => posts.refetch()} />
          ) : !featured ? (
            <EmptyState message={POST_MESSAGES.empty} />
          ) : (
            <div className="news-layout">
              <PostCard post={featured} to={`/news/${featured.id}`} featured eager />
              {rest.length > 0 ? (
                <ul className="news-list" aria-label="More news">
                  {rest.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} to={`/news/${post.id}`} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
