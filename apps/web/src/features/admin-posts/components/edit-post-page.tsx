import { useState } from 'react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { POST_MESSAGES } from '@academy/contract/post';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePost } from '../api/get-post';
import { useUpdatePost } from '../api/update-post';
import { PostForm } from './post-form';

/** /editpost/:id sits outside the guard: an anonymous visitor gets a sign-in link back here. */
export default function EditPostPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const post = usePost(id);
  const update = useUpdatePost();
  const [error, setError] = useState<string | null>(null);
  useAdminRecordTitle(post.data?.title);

  const signIn = (
    <Link to={ADMIN_PATHS.login} state={{ from: location }} className={`${ui.btn} ${ui.primary}`}>
      Sign in
    </Link>
  );

  if (post.isPending) return <AdminSpinner />;
  if (post.isError) {
    const unauthorized = post.error instanceof ApiError && post.error.status === 401;
    return (
      <div className={ui.page}>
        <h1 className={ui.title}>{adminScreenHeading('editPost')}</h1>
        <AdminAlert tone="error">{unauthorized ? POST_MESSAGES.signInToEdit : POST_MESSAGES.editLoadFailed}</AdminAlert>
        <div className={ui.actions}>
          {unauthorized ? signIn : null}
          <Link to={ADMIN_PATHS.posts} className={ui.btn}>
            {POST_MESSAGES.allPosts}
          </Link>
        </div>
      </div>
    );
  }

  const needsSignIn = update.error instanceof ApiError && update.error.status === 401;

  return (
    <>
      <PostForm
        heading={adminScreenHeading('editPost')}
        submitLabel={POST_MESSAGES.update}
        initial={{ title: post.data.title, content: post.data.content, coverUrl: post.data.cover_image }}
        publishAt={post.data.publish_at}
        submitting={update.isPending}
        success={null}
        error={needsSignIn ? POST_MESSAGES.signInToEdit : error}
        onSubmit={(values, form, intent) => {
          setError(null);
          update.mutate(
            { id, ...values, ...intent },
            {
              onSuccess: (saved) =>
                navigate(ADMIN_PATHS.posts, {
                  state: {
                    flash:
                      intent?.status === 'draft'
                        ? POST_MESSAGES.draftSaved
                        : intent?.status === 'scheduled'
                          ? POST_MESSAGES.scheduled(formatDateTime(saved.publish_at, 'dayTime'))
                          : POST_MESSAGES.updated,
                  },
                }),
              onError: (e) => setError(form.refused(e, POST_MESSAGES.updateFailed)),
            },
          );
        }}
      />
      {needsSignIn ? <div className={ui.actions}>{signIn}</div> : null}
    </>
  );
}
