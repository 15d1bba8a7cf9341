import { Upload } from 'lucide-react';
import { MEDIA_MESSAGES, type MediaItem } from '@academy/contract/media';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminCards } from '../../../components/admin/admin-list';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { useNotice } from '../../../components/admin/notice';
import { DeleteButton, HeaderLink } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
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
  const media = useMedia();
  const notice = useNotice();
  const del = useConfirmedDelete<MediaItem>(useDeleteMedia(), MEDIA_MESSAGES, notice);

  return (
    <AdminListPage
      title="Media"
      subtitle="Match highlights and training videos shown on the home page."
      actions={
        <HeaderLink to={ADMIN_PATHS.uploadVideo} icon={Upload}>
          Upload video
        </HeaderLink>
      }
      notice={notice}
      {...media}
      messages={MEDIA_MESSAGES}
      dialogs={<AdminConfirmDialog {...del.dialog} title={`Delete the video “${del.target?.title ?? ''}”?`} />}
    >
      {(items) => (
        <AdminCards items={items} className={`${ui.grid} ${css.list}`} cardClassName={css.item}>
          {(item) => (
            <>
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
            </>
          )}
        </AdminCards>
      )}
    </AdminListPage>
  );
}
