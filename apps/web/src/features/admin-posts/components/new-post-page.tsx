import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { POST_MESSAGES } from '@academy/contract/post';
import { useCreatePost } from '../api/create-post';
import { PostForm } from './post-form';
import css from './post-form.module.css';

/** /post: after publishing, the form clears for the next post (SPEC §4) and the success message links to the new one. */
export default function NewPostPage() {
  const create = useCreatePost();
  const [published, setPublished] = useState<{ id: number; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <PostForm
      heading="New post"
      submitLabel={POST_MESSAGES.publish}
      submitting={create.isPending}
      success={
        published ? (
          <>
            {POST_MESSAGES.created}{' '}
            <Link to={`/news/${published.id}`} className={css.viewPost} aria-label={`View post: ${published.title}`}>
              View post
              <ArrowRight size={14} aria-hidden="true" />
            </Link>
          </>
        ) : null
      }
      error={error}
      onSubmit={(values, form) => {
        setPublished(null);
        setError(null);
        create.mutate(values, {
          onSuccess: (post) => {
            setPublished({ id: post.id, title: post.title });
            form.clear();
          },
          onError: (e) => setError(form.refused(e, POST_MESSAGES.createFailed)),
        });
      }}
    />
  );
}
