import { Link, useLocation, useParams } from 'react-router';
import { POST_MESSAGES } from '@academy/contract/post';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { EditLink } from '../../../components/admin/row-actions';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { PostArticle } from '../../../components/ui/post-article';
import { ApiError } from '../../../lib/api-client';
import { usePost } from '../api/get-post';
import { PostState } from './post-state';
import css from './preview-post-page.module.css';

/**
 * /previewpost/:id: a draft or scheduled post as the public will read it, with the public post
 * page's own article component (cover, date, title, body), for administrators and editors.
 */
export default function PreviewPostPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const post = usePost(id);
  useAdminRecordTitle(post.data?.title);

  if (post.isPending) return <AdminSpinner />;
  if (post.isError) {
    const unauthorized = post.error instanceof ApiError && post.error.status === 401;
    return (
      <div className={ui.page}>
        <h1 className={ui.title}>{POST_MESSAGES.preview}</h1>
        <AdminAlert tone="error">{unauthorized ? POST_MESSAGES.signInToEdit : POST_MESSAGES.notFound}</AdminAlert>
        <div className={ui.actions}>
          {unauthorized ? (
            <Link to={ADMIN_PATHS.login} state={{ from: location }} className={`${ui.btn} ${ui.primary}`}>
              Sign in
            </Link>
          ) : null}
          <Link to={ADMIN_PATHS.posts} className={ui.btn}>
            {POST_MESSAGES.allPosts}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{POST_MESSAGES.preview}</h1>
          <p className={`${ui.subtitle} ${css.state}`}>
            <PostState post={post.data} />
          </p>
        </div>
        <div className={ui.actions}>
          <EditLink to={adminHref('editPost', { id: post.data.id })} name={post.data.title} />
          <Link to={ADMIN_PATHS.posts} className={`${ui.btn} ${ui.small}`}>
            {POST_MESSAGES.allPosts}
          </Link>
        </div>
      </div>
      {/* The public page's column, on the public page's background. */}
      <div className={css.page}>
        <div className={css.column}>
          <PostArticle post={post.data} />
        </div>
      </div>
    </div>
  );
}
