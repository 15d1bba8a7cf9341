import type { PostSummary } from '@academy/contract/post';
import { POST_STATUS_LABELS } from '@academy/contract/post-constants';
import css from './all-posts-page.module.css';

const whenFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A post's state as a word on its colour; a scheduled post says when. */
export function PostState({ post }: { post: Pick<PostSummary, 'status' | 'publish_at'> }) {
  return (
    <span className={`${css.state} ${css[post.status] ?? ''}`} data-post-status={post.status}>
      {POST_STATUS_LABELS[post.status]}
      {post.status === 'scheduled' && post.publish_at ? ` · ${whenFormat.format(new Date(post.publish_at))}` : ''}
    </span>
  );
}
