import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { MEDIA_MESSAGES, type MediaItem } from '@academy/contract/media';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminPager } from '../../../components/admin/pager';
import { DeleteButton } from '../../../components/admin/row-actions';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { useDeleteMedia } from '../api/delete-media';
import { useMedia } from '../api/get-media';
import css from './media.module.css';

function Preview({ item }: { item: MediaItem }) {
  if (item.video_file) {
    return <video className={css.video} src={item.video_file} poster={item.thumbnail ?? undefined} controls preload="metadata" />;
  }
  if (item.thumbnail) return <img className={css.video} src={item.thumbnail} alt="" loading="lazy" />;
  return <div className={`${css.video} ${ui.placeholder}`}>External video</div>;
}

export default function MediaPage() {
  const { list: media, pager } = useMedia();
  const remove = useDeleteMedia();
  const del = useConfirmedDelete<MediaItem>(remove, { deleted: MEDIA_MESSAGES.deleted, failed: MEDIA_MESSAGES.deleteFailed });


  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Media</h1>
          <p className={ui.subtitle}>Match highlights and training videos shown on the home page.</p>
        </div>
        <Link to={ADMIN_PATHS.uploadVideo} className={`${ui.btn} ${ui.gold}`}>
          <Upload size={18} aria-hidden="true" />
          Upload video
        </Link>
      </div>
      <AdminAlert tone="success">{del.flash}</AdminAlert>
      <AdminAlert tone="error">{del.error}</AdminAlert>
      <ListState query={media} items={media.data?.items} messages={MEDIA_MESSAGES} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <ul className={`${ui.grid} ${css.list}`}>
            {items.map((item) => (
              <li key={item.id} className={`${ui.card} ${css.item}`}>
                <Preview item={item} />
                <h2 className={css.itemTitle}>{item.title}</h2>
                {item.video_url ? (
                  <a className={css.url} href={item.video_url} target="_blank" rel="noreferrer">
                    {item.video_url}
                  </a>
                ) : null}
                <div className={ui.actions}>
                  <DeleteButton label={`Delete ${item.title}`} onClick={() => del.ask(item)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <AdminPager {...pager} />
      <AdminConfirmDialog
        open={del.target !== null}
        title={`Delete the video “${del.target?.title ?? ''}”?`}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </div>
  );
}
