import { Link } from 'react-router';
import { FolderPlus } from 'lucide-react';
import { ALBUM_MESSAGES, type Album } from '@academy/contract/album';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminImage } from '../../../components/admin/image';
import { AdminPager } from '../../../components/admin/pager';
import { DeleteButton, EditLink } from '../../../components/admin/row-actions';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { useDeleteAlbum } from '../api/delete-album';
import { useAlbums } from '../api/get-albums';
import css from './gallery.module.css';

export default function AlbumsPage() {
  const { list: albums, pager } = useAlbums();
  const remove = useDeleteAlbum();
  const del = useConfirmedDelete<Album>(remove, { deleted: ALBUM_MESSAGES.deleted, failed: ALBUM_MESSAGES.deleteFailed });


  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Gallery</h1>
          <p className={ui.subtitle}>Photo albums of matches, training and events.</p>
        </div>
        <Link to={ADMIN_PATHS.createAlbum} className={`${ui.btn} ${ui.gold}`}>
          <FolderPlus size={18} aria-hidden="true" />
          Create Album
        </Link>
      </div>
      <AdminAlert tone="success">{del.flash}</AdminAlert>
      <AdminAlert tone="error">{del.error}</AdminAlert>
      <ListState query={albums} items={albums.data?.items} messages={ALBUM_MESSAGES} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <ul className={css.grid}>
            {items.map((album) => (
              <li key={album.id} className={`${ui.card} ${css.album}`}>
                <Link to={adminHref('album', { id: album.id })} className={css.albumLink}>
                  <AdminImage src={album.coverImage ?? album.firstPhoto} alt="" className={css.albumCover} />
                  <div className={css.albumBody}>
                    <h2 className={css.albumName}>{album.name}</h2>
                    <p className={css.albumMeta}>
                      {album.photo_count} {album.photo_count === 1 ? 'photo' : 'photos'}
                      {album.caption ? ` · ${album.caption}` : ''}
                    </p>
                  </div>
                </Link>
                <div className={css.albumActions}>
                  <EditLink to={adminHref('editAlbum', { id: album.id })} name={album.name} />
                  <DeleteButton label={`Delete ${album.name}`} onClick={() => del.ask(album)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <AdminPager {...pager} />
      <AdminConfirmDialog
        open={del.target !== null}
        title={`Delete the album “${del.target?.name ?? ''}”?`}
        message={ALBUM_MESSAGES.deleteWarning}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </div>
  );
}
