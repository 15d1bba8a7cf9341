import { postPath } from '@academy/contract/feed-constants';
import { useState } from 'react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { POST_MESSAGES, type PostStatus } from '@academy/contract/post';
import { adminHref } from '@academy/contract/admin-paths';
import { SendToSubscribers } from '../../../components/admin/send-to-subscribers';
import { useCreatePost } from '../api/create-post';
import { PostForm } from './post-form';
import { savedMessage } from './post-state';
import css from './post-form.module.css';

/**
 * /post: after publishing, the form clears for the next post and the success message links
 * to the new one (with "Send to subscribers"). Save draft and Schedule keep what was written: the
 * author goes on with the saved post on its edit screen (/editpost/:id), which says it was saved.
 */
export default function NewPostPage() {
  const create = useCreatePost();
  const navigate = useNavigate();
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
            {published.status === 'published' ? POST_MESSAGES.created : savedMessage(published)}{' '}
            <Link
              to={published.status === 'published' ? postPath(published.id) : adminHref('previewPost', { id: published.id })}
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
      unsavedKey="new"
      onSubmit={(values, form, intent) => {
        setPublished(null);
        setError(null);
        create.mutate(
          { ...values, ...intent },
          {
            onSuccess: (post) => {
              form.clear();
              if (post.status === 'published') return setPublished({ id: post.id, title: post.title, status: post.status, publish_at: post.publish_at });
              navigate(adminHref('editPost', { id: post.id }), { state: { flash: savedMessage(post) } });
            },
            onError: (e) => setError(form.refused(e, POST_MESSAGES.createFailed)),
          },
        );
      }}
    />
  );
}
