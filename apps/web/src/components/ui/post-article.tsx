import type { MouseEvent } from 'react';
import { IMAGE_SIZES } from '@academy/contract/page-data';
import { POST_MESSAGES, type PostStatus } from '@academy/contract/post-constants';
import { formatDate } from '../../lib/format-date';
import { PostCover } from './responsive-image';
import './post-article.css';
import './prose.css';

export type ArticlePost = {
  title: string;
  content: string;
  cover_image: string | null;
  cover_width: number | null;
  cover_height: number | null;
  status: PostStatus;
  publish_at: string | null;
  created_at: string;
};

/**
 * A post as the public reads it: cover, date, title and its HTML. The public post page and the
 * admin preview render this one component, so a preview looks exactly as the post will. A draft
 * or scheduled post (only ever answered to a signed-in editor) carries a preview notice, and a
 * scheduled post shows the date it will go out with.
 */
export function PostArticle({ post, onProseClick }: { post: ArticlePost; onProseClick?: (event: MouseEvent<HTMLElement>) => void }) {
  const date = post.status === 'scheduled' && post.publish_at ? post.publish_at : post.created_at;
  return (
    <article className="post">
      {post.status !== 'published' ? (
        <p className="post__preview" role="status">
          {POST_MESSAGES.previewNotice}
        </p>
      ) : null}
      {post.cover_image ? (
        <div className="post__cover">
          <PostCover post={post} sizes={IMAGE_SIZES.postCover} largest />
        </div>
      ) : null}
      <time className="post__time" dateTime={date}>
        {formatDate(date)}
      </time>
      <h1 className="post__title">{post.title}</h1>
      {/* The server sanitizes post HTML against the editor's allowlist before storing it. */}
      {/* Links to the site's own pages open through the router, in place; Enter on a link fires the same click. */}
      <div className="prose" onClick={onProseClick} dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}
