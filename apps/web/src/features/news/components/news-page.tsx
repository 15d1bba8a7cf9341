import { POST_MESSAGES } from '@academy/contract/post-constants';
import { ListState } from '../../../components/ui/list-state';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { usePosts } from '../api/get-posts';
import { PostCard } from './post-card';
import './news.css';

export function NewsPage() {
  usePageMeta(PAGE_META.news);
  const posts = usePosts();

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
          <ListState query={posts} items={posts.data} messages={POST_MESSAGES}>
            {([featured, ...rest]) => (
              <div className="news-layout">
                <PostCard post={featured} to={`/news/${featured.id}`} featured largest />
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
          </ListState>
        </div>
      </section>
    </>
  );
}
