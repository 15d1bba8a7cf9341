import { Link } from 'react-router';
import { postPath } from '@academy/contract/feed-constants';
import type { PostSummary } from '@academy/contract/post';
import { PostCover } from '../../../components/ui/responsive-image';
import { formatDate } from '../../../lib/format-date';
import { IMAGE_SIZES } from '@academy/contract/page-data';
import { TagChips } from './tag-chips';

/**
 * A post in a list. The title's link covers the whole card (news.css, `.post-card__link::after`), so
 * the card opens the post while its tag chips stay links of their own (a link cannot hold another).
 */
export function PostCard({ post, to, featured = false, largest = false }: { post: PostSummary; to: string; featured?: boolean; largest?: boolean }) {
  return (
    <article className={featured ? 'card post-card post-card--featured' : 'card post-card'}>
      <div className="card__media post-card__media">
        <PostCover post={post} sizes={featured ? IMAGE_SIZES.featuredPost : IMAGE_SIZES.postCard} largest={largest} />
      </div>
      <div className="card__body">
        <time className="card__meta" dateTime={post.created_at}>
          {formatDate(post.created_at)}
        </time>
        {/* Cards sit right under the page's h1 on /news: the next level down. */}
        <h2 className="card__title">
          <Link to={to} className="post-card__link">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="card__text">{post.excerpt}</p> : null}
        <span className="post-card__more" aria-hidden="true">
          Read more →
        </span>
        <TagChips tags={post.tags} className="post-card__tags" />
      </div>
    </article>
  );
}

/** A list of posts as /news and a tag's page show it: the newest featured, the others under it, each linking to /news/{id} (SPEC 2). */
export function NewsLayout({ posts: [featured, ...rest] }: { posts: readonly [PostSummary, ...PostSummary[]] }) {
  return (
    <div className="news-layout">
      <PostCard post={featured} to={postPath(featured.id)} featured largest />
      {rest.length > 0 ? (
        <ul className="news-list" aria-label="More news">
          {rest.map((post) => (
            <li key={post.id}>
              <PostCard post={post} to={postPath(post.id)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
