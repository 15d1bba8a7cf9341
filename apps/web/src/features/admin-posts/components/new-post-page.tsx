import { useState } from 'react';
import { POST_MESSAGES } from '@academy/contract/post';
import { errorMessage } from '../../../lib/api-client';
import { useCreatePost } from '../api/create-post';
import { PostForm } from './post-form';

export default function NewPostPage() {
  const create = useCreatePost();
  const [resetKey, setResetKey] = useState(0);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <PostForm
      heading="New post"
      submitLabel={POST_MESSAGES.publish}
      resetKey={resetKey}
      submitting={create.isPending}
      success={success}
      error={error}
      onSubmit={(values) => {
        setSuccess(null);
        setError(null);
        create.mutate(values, {
          onSuccess: () => {
            setSuccess(POST_MESSAGES.created);
            setResetKey((k) => k + 1);
          },
          onError: (e) => setError(errorMessage(e, POST_MESSAGES.createFailed)),
        });
      }}
    />
  );
}
