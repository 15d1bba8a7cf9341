import { postPath } from '@academy/contract/feed-constants';
import { Link } from 'react-router';
import { POST_MESSAGES } from '@academy/contract/post-constants';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatDate } from '../../../lib/format-date';
import { ListState } from '../../../components/ui/list-state';
import { useLatestPosts } from '../api/get-latest-posts';

export function BreakingNews() {
  const posts = useLatestPosts();
  return (
    <section className="section section--surface" aria-labelledby="breaking-news-title">
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">Latest from the academy</span>
            <h2 className="heading" id="breaking-news-title">
              Breaking News
            </h2>
          </div>
          <Link to="/news" className="btn btn--pitch">
            View all news
          </Link>
        </div>
        <ListState query={posts} items={posts.data} messages={POST_MESSAGES}>
          {(items) => (
            <ul className="home-news">
              {items.map((post) => (
                <li key={post.id}>
                  <Link to={postPath(post.id)} className="card-link">
                    <article className="card">
                      <div className="card__media">
                        <ResponsiveImage
                          src={post.cover_image}
                          alt=""
                          width={post.cover_width}
                          height={post.cover_height}
                          fallbackRatio={16 / 10}
                          sizes="(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 300px"
                          style={{ aspectRatio: '16 / 10' }}
                        />
                      </div>
                      <div className="card__body">
                        <time className="card__meta" dateTime={post.created_at}>
                          {formatDate(post.created_at)}
                        </time>
                        <h3 className="card__title">{post.title}</h3>
                        {post.excerpt ? <p className="card__text">{post.excerpt}</p> : null}
                      </div>
                    </article>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </section>
  );
}
