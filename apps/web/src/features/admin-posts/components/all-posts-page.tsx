import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { NEWS_QUERY_MAX, NEWS_SEARCH } from '@academy/contract/news-search-constants';
import { Plus, Tags } from 'lucide-react';
import { postPath } from '@academy/contract/feed-constants';
import { POST_MESSAGES, POST_STATUSES, POST_STATUS_LABELS, type PostSummary } from '@academy/contract/post';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { TAG_ADMIN_TEXTS } from '@academy/contract/tag-admin-constants';
import { AdminCards } from '../../../components/admin/admin-list';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { FilterRow, FilterSelect, TextFilter, useSelectFilter } from '../../../components/admin/filter-select';
import { AdminImage } from '../../../components/admin/image';
import { useNotice } from '../../../components/admin/notice';
import { DeleteButton, EditLink, HeaderLink } from '../../../components/admin/row-actions';
import { SendToSubscribers } from '../../../components/admin/send-to-subscribers';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { formatDateTime } from '../../../lib/format-date';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';
import { useSetPostPublished } from '../api/set-post-published';
import css from './all-posts-page.module.css';
import { PostState } from './post-state';

export default function AllPostsPage() {
  const status = useSelectFilter('post-state', POST_STATUSES, {
    label: POST_MESSAGES.statusFilter,
    allLabel: POST_MESSAGES.allStates,
    labels: POST_STATUS_LABELS,
  });
  // Searched as typed, without waiting on each keystroke's answer (docs/decisions/048).
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const posts = usePosts(status.value, search);
  const publish = useSetPostPublished();
  const notice = useNotice();
  const del = useConfirmedDelete<PostSummary>(useDeletePost(), POST_MESSAGES, notice);
  const togglePublished = (post: PostSummary) => {
    notice.clear();
    publish.mutate({ id: post.id, published: !post.published }, { onError: (e) => notice.failure(e, POST_MESSAGES.statusChangeFailed) });
  };

  return (
    <AdminListPage
      title={adminScreenHeading('posts')}
      subtitle="News articles: published, scheduled and drafts."
      actions={
        <div className={ui.actions}>
          <Link to={ADMIN_PATHS.tags} className={ui.btn}>
            <Tags size={16} aria-hidden="true" />
            {TAG_ADMIN_TEXTS.manage}
          </Link>
          <HeaderLink to={ADMIN_PATHS.newPost} icon={Plus}>
            New post
          </HeaderLink>
        </div>
      }
      filters={
        <FilterRow>
          <TextFilter
            id="posts-search"
            label={NEWS_SEARCH.adminLabel}
            type="search"
            placeholder={NEWS_SEARCH.adminPlaceholder}
            maxLength={NEWS_QUERY_MAX}
            autoComplete="off"
            value={typed}
            onChange={setTyped}
          />
          <FilterSelect {...status.props} />
        </FilterRow>
      }
      notice={notice}
      {...posts}
      messages={POST_MESSAGES}
      dialogs={<AdminConfirmDialog {...del.dialog} title={`Delete “${del.target?.title ?? ''}”?`} />}
    >
      {(items) => (
        <AdminCards items={items} className={css.list} cardClassName={css.item}>
          {(post) => (
            <>
              <AdminImage src={post.cover_image} alt="" className={css.cover} sizes="160px" />
              <div className={css.body}>
                <Link
                  to={post.published ? postPath(post.id) : adminHref('previewPost', { id: post.id })}
                  className={css.postTitle}
                  aria-label={post.published ? undefined : `${POST_MESSAGES.preview}: ${post.title}`}
                >
                  {post.title}
                </Link>
                <p className={css.meta}>
                  <span>{formatDateTime(post.created_at, 'day')}</span>
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
                  onClick={() => togglePublished(post)}
                >
                  {post.published ? 'Unpublish' : 'Publish'}
                </button>
                <EditLink to={adminHref('editPost', { id: post.id })} name={post.title} />
                <DeleteButton label={`Delete ${post.title}`} onClick={() => del.ask(post)} />
                {post.published ? <SendToSubscribers postId={post.id} title={post.title} /> : null}
              </div>
            </>
          )}
        </AdminCards>
      )}
    </AdminListPage>
  );
}
