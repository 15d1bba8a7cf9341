import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { POST_MESSAGES, POST_STATUSES, POST_STATUS_LABELS, type PostStatus, type PostSummary } from '@academy/contract/post';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminImage } from '../../../components/admin/image';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { AdminPager } from '../../../components/admin/pager';
import { DeleteButton, EditLink } from '../../../components/admin/row-actions';
import { SendToSubscribers } from '../../../components/admin/send-to-subscribers';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';
import { useSetPostPublished } from '../api/set-post-published';
import css from './all-posts-page.module.css';
import { PostState } from './post-state';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const formatDate = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : dateFormat.format(new Date(iso)));

export default function AllPostsPage() {
  const [status, setStatus] = useState<PostStatus | ''>('');
  const { list: posts, pager } = usePosts(status);
  const remove = useDeletePost();
  const publish = useSetPostPublished();
  const del = useConfirmedDelete<PostSummary>(remove, { deleted: POST_MESSAGES.deleted, failed: POST_MESSAGES.deleteFailed });

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>All posts</h1>
          <p className={ui.subtitle}>News articles: published, scheduled and drafts.</p>
        </div>
        <Link to={ADMIN_PATHS.newPost} className={`${ui.btn} ${ui.gold}`}>
          <Plus size={18} aria-hidden="true" />
          New post
        </Link>
      </div>
      <div className={css.filters}>
        <label className={ui.label} htmlFor="post-state">
          {POST_MESSAGES.statusFilter}
        </label>
        <select
          id="post-state"
          className={`${ui.input} ${css.filter}`}
          value={status}
          onChange={(e) => setStatus(e.target.value as PostStatus | '')}
        >
          <option value="">{POST_MESSAGES.allStates}</option>
          {POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {POST_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <AdminAlert tone="success">{del.flash}</AdminAlert>
      <AdminAlert tone="error">{del.error}</AdminAlert>
      <ListState query={posts} items={posts.data?.items} messages={POST_MESSAGES} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <ul className={css.list}>
            {items.map((post) => (
              <li key={post.id} className={`${ui.card} ${css.item}`}>
                <AdminImage src={post.cover_image} alt="" className={css.cover} sizes="160px" />
                <div className={css.body}>
                  <Link
                    to={post.published ? `/postview/${post.id}` : adminHref('previewPost', { id: post.id })}
                    className={css.postTitle}
                    aria-label={post.published ? undefined : `${POST_MESSAGES.preview}: ${post.title}`}
                  >
                    {post.title}
                  </Link>
                  <p className={css.meta}>
                    <span>{formatDate(post.created_at)}</span>
                    <PostState post={post} />
                  </p>
                  <p className={css.excerpt}>{post.excerpt}</p>
                </div>
                <div className={css.itemActions}>
                  <button
                    type="button"
                    className={`${ui.btn} ${ui.small}`}
                    disabled={publish.isPending}
                    aria-label={`${post.published ? 'Unpublish' : 'Publish'} ${post.title}`}
                    onClick={() => {
                      del.setError(null);
                      publish.mutate(
                        { id: post.id, published: !post.published },
                        { onError: (e) => del.setError(errorMessage(e, POST_MESSAGES.statusChangeFailed)) },
                      );
                    }}
                  >
                    {post.published ? 'Unpublish' : 'Publish'}
                  </button>
                  <EditLink to={adminHref('editPost', { id: post.id })} name={post.title} />
                  <DeleteButton label={`Delete ${post.title}`} onClick={() => del.ask(post)} />
                  {post.published ? <SendToSubscribers postId={post.id} title={post.title} /> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <AdminPager {...pager} />
      <AdminConfirmDialog
        open={del.target !== null}
        title={`Delete “${del.target?.title ?? ''}”?`}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </div>
  );
}
