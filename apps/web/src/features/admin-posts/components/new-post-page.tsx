import { useState } from 'react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { POST_MESSAGES, type PostStatus } from '@academy/contract/post';
import { adminHref } from '@academy/contract/admin-paths';
import { SendToSubscribers } from '../../../components/admin/send-to-subscribers';
import { formatDateTime } from '../../../lib/format-date';
import { useCreatePost } from '../api/create-post';
import { PostForm } from './post-form';
import css from './post-form.module.css';

/**
 * /post: after publishing, the form clears for the next post and the success message links
 * to the new one (with "Send to subscribers"); a draft or a scheduled post clears it too, with a
 * link to its preview (/previewpost/:id, the admin screen that renders the public article).
 */
export default function NewPostPage() {
  const create = useCreatePost();
  const [published, setPublished] = useState<{ id: number; title: string; status: PostStatus; publish_at: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <PostForm
      heading={adminScreenHeading('newPost')}
      submitLabel={POST_MESSAGES.publish}
      submitting={create.isPending}
      primaryIntent={{ status: 'published' }}
      success={
        published ? (
          <>
            {published.status === 'published'
              ? POST_MESSAGES.created
              : published.status === 'draft'
                ? POST_MESSAGES.draftSaved
                : POST_MESSAGES.scheduled(formatDateTime(published.publish_at, 'dayTime'))}{' '}
            <Link
              to={published.status === 'published' ? `/news/${published.id}` : adminHref('previewPost', { id: published.id })}
              className={css.viewPost}
              aria-label={`${published.status === 'published' ? 'View post' : POST_MESSAGES.preview}: ${published.title}`}
            >
              {published.status === 'published' ? 'View post' : POST_MESSAGES.preview}
              <ArrowRight size={14} aria-hidden="true" />
            </Link>
          </>
        ) : null
      }
      after={published?.status === 'published' ? <SendToSubscribers postId={published.id} title={published.title} /> : null}
      error={error}
      onSubmit={(values, form, intent) => {
        setPublished(null);
        setError(null);
        create.mutate(
          { ...values, ...intent },
          {
            onSuccess: (post) => {
              setPublished({ id: post.id, title: post.title, status: post.status, publish_at: post.publish_at });
              form.clear();
            },
            onError: (e) => setError(form.refused(e, POST_MESSAGES.createFailed)),
          },
        );
      }}
    />
  );
}
