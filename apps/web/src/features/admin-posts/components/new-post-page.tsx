import { useState } from 'react';
import { POST_MESSAGES } from '@academy/contract/post';
import { useCreatePost } from '../api/create-post';
import { PostForm } from './post-form';

export default function NewPostPage() {
  const create = useCreatePost();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <PostForm
      heading="New post"
      submitLabel={POST_MESSAGES.publish}
      submitting={create.isPending}
      success={success}
      error={error}
      onSubmit={(values, form) => {
        setSuccess(null);
        setError(null);
        create.mutate(values, {
          onSuccess: () => {
            setSuccess(POST_MESSAGES.created);
            form.clear();
          },
          onError: (e) => setError(form.refused(e, POST_MESSAGES.createFailed)),
        });
      }}
    />
  );
}
