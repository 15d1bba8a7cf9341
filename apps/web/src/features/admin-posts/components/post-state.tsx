import type { PostSummary } from '@academy/contract/post';
import { POST_MESSAGES, POST_STATUS_LABELS, type PostStatus } from '@academy/contract/post-constants';
import { Pill, type PillTone } from '../../../components/admin/cells';
import { formatDateTime } from '../../../lib/format-date';

const TONES: Record<PostStatus, PillTone> = { published: 'green', draft: 'grey', scheduled: 'blue' };

/** A post's state as a word on its colour; a scheduled post says when. */
export function PostState({ post }: { post: Pick<PostSummary, 'status' | 'publish_at'> }) {
  return (
    <Pill tone={TONES[post.status]} small data-post-status={post.status}>
      {POST_STATUS_LABELS[post.status]}
      {post.status === 'scheduled' && post.publish_at ? ` · ${formatDateTime(post.publish_at, 'soon')}` : ''}
    </Pill>
  );
}

/** What a save says, by the state the post is in after it: published, a draft, or scheduled for when. */
export function savedMessage(post: Pick<PostSummary, 'status' | 'publish_at'>): string {
  if (post.status === 'draft') return POST_MESSAGES.draftSaved;
  if (post.status === 'scheduled') return POST_MESSAGES.scheduled(formatDateTime(post.publish_at, 'dayTime'));
  return POST_MESSAGES.updated;
}
