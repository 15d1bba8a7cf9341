import { useState } from 'react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { POST_MESSAGES } from '@academy/contract/post';
import { postPath } from '@academy/contract/feed-constants';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { useFlash } from '../../../hooks/use-flash';
import { useConfirmation } from '../../../hooks/use-confirmed-delete';
import { ApiError } from '../../../lib/api-client';
import { usePost } from '../api/get-post';
import { useSetPostPublished } from '../api/set-post-published';
import { useUpdatePost } from '../api/update-post';
import { PostForm } from './post-form';
import { PostState, savedMessage } from './post-state';
import css from './post-form.module.css';

/**
 * /editpost/:id sits outside the guard: an anonymous visitor gets a sign-in link back here.
 * "Update Post" is the spec's button: after a successful update it navigates to /allposts, which
 * says "Post updated successfully." (SPEC 4, Edit post). The later buttons keep the editor with what
 * was written (docs/decisions/043): a draft or scheduled post can be saved as a draft, published now
 * or (re)scheduled, a published one unpublished (after a confirmation).
 */
export default function EditPostPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const post = usePost(id);
  const update = useUpdatePost();
  const setPublished = useSetPostPublished();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useFlash();
  const unpublish = useConfirmation(setPublished.isPending, (close) => {
    setSuccess(null);
    setError(null);
    setPublished.mutate(
      { id: Number(id), published: false },
      { onSuccess: () => setSuccess(POST_EDITOR_MESSAGES.unpublished), onError: () => setError(POST_MESSAGES.statusChangeFailed), onSettled: close },
    );
  });
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
  const status = post.data.status;
  const busy = update.isPending || setPublished.isPending;

  return (
    <>
      <PostForm
        heading={adminScreenHeading('editPost')}
        submitLabel={POST_MESSAGES.update}
        initial={{
          title: post.data.title,
          content: post.data.content,
          coverUrl: post.data.cover_image,
          tags: post.data.tags.map((t) => t.name),
          customExcerpt: post.data.custom_excerpt,
        }}
        publishAt={post.data.publish_at}
        publishedDate={status === 'published' ? post.data.created_at : undefined}
        unsavedKey={`post-${post.data.id}`}
        submitting={busy}
        success={success}
        error={needsSignIn ? POST_MESSAGES.signInToEdit : error}
        headerExtra={
          <span className={css.state}>
            <span className={ui.srOnly}>{POST_EDITOR_MESSAGES.state}: </span>
            <PostState post={post.data} />
            <Link to={status === 'published' ? postPath(post.data.id) : adminHref('previewPost', { id: post.data.id })} className={`${ui.btn} ${ui.small}`}>
              {status === 'published' ? 'View post' : POST_MESSAGES.preview}
            </Link>
          </span>
        }
        saveDraft={status !== 'published'}
        scheduleLabel={status === 'scheduled' ? POST_EDITOR_MESSAGES.reschedule : POST_MESSAGES.schedule}
        moreActions={(submitWith) =>
          status === 'published' ? (
            <button type="button" className={ui.btn} disabled={busy} onClick={unpublish.ask}>
              {POST_EDITOR_MESSAGES.unpublish}
            </button>
          ) : (
            <button type="button" className={ui.btn} disabled={busy} onClick={() => submitWith({ status: 'published' })}>
              {POST_EDITOR_MESSAGES.publishNow}
            </button>
          )
        }
        onSubmit={(values, form, intent) => {
          setError(null);
          setSuccess(null);
          update.mutate(
            { id, ...values, ...intent },
            {
              onSuccess: (saved) => {
                form.saved();
                if (intent) setSuccess(savedMessage(saved));
                else navigate(ADMIN_PATHS.posts, { state: { flash: POST_MESSAGES.updated } });
              },
              onError: (e) => setError(form.refused(e, POST_MESSAGES.updateFailed)),
            },
          );
        }}
      />
      {needsSignIn ? <div className={ui.actions}>{signIn}</div> : null}
      <AdminConfirmDialog
        {...unpublish.dialog}
        title={POST_EDITOR_MESSAGES.unpublishTitle}
        message={POST_EDITOR_MESSAGES.unpublishBody}
        confirmLabel={POST_EDITOR_MESSAGES.unpublish}
        busyLabel="Saving..."
      />
    </>
  );
}
