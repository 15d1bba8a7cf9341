import { useState } from 'react';
import { Pencil, Upload } from 'lucide-react';
import { MEDIA_MESSAGES, type MediaItem } from '@academy/contract/media';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminCards } from '../../../components/admin/admin-list';
import { AdminDeletableListPage } from '../../../components/admin/admin-page';
import { DeleteButton } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useDeleteMedia } from '../api/delete-media';
import { useMedia } from '../api/get-media';
import css from './media.module.css';
import { MediaEditDialog } from './media-edit-dialog';

function Preview({ item }: { item: MediaItem }) {
  if (item.video_file) {
    return <video className={css.video} src={item.video_file} poster={item.thumbnail ?? undefined} controls preload="metadata" />;
  }
  if (item.thumbnail) return <img className={css.video} src={item.thumbnail} alt="" loading="lazy" />;
  return <div className={`${css.video} ${ui.placeholder}`}>External video</div>;
}

export default function MediaPage() {
  const [editing, setEditing] = useState<MediaItem | null>(null);
  return (
    <AdminDeletableListPage<MediaItem>
      screen="media"
      subtitle="Match highlights and training videos shown on the home page."
      add={{ to: ADMIN_PATHS.uploadVideo, icon: Upload, label: 'Upload video' }}
      {...useMedia()}
      remove={useDeleteMedia()}
      messages={MEDIA_MESSAGES}
      deleteTitle={(item) => `Delete the video “${item?.title ?? ''}”?`}
    >
      {(items, ask, notice) => (
        <>
          {editing ? (
            <MediaEditDialog
              item={editing}
              onClose={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                notice.success(MEDIA_MESSAGES.updated);
              }}
            />
          ) : null}
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
                  <button
                    type="button"
                    className={`${ui.btn} ${ui.small}`}
                    onClick={notice.clearing(() => setEditing(item))}
                    aria-label={`${MEDIA_MESSAGES.edit} ${item.title}`}
                  >
                    <Pencil size={14} aria-hidden="true" />
                    {MEDIA_MESSAGES.edit}
                  </button>
                  <DeleteButton label={`Delete ${item.title}`} onClick={() => ask(item)} />
                </div>
              </>
            )}
          </AdminCards>
        </>
      )}
    </AdminDeletableListPage>
  );
}
