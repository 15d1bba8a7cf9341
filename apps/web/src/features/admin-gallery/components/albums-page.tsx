import { Link } from 'react-router';
import { FolderPlus } from 'lucide-react';
import { ALBUM_MESSAGES, type Album } from '@academy/contract/album';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminCards } from '../../../components/admin/admin-list';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminImage } from '../../../components/admin/image';
import { useNotice } from '../../../components/admin/notice';
import { DeleteButton, EditLink, HeaderLink } from '../../../components/admin/row-actions';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { useDeleteAlbum } from '../api/delete-album';
import { useAlbums } from '../api/get-albums';
import css from './gallery.module.css';

export default function AlbumsPage() {
  const albums = useAlbums();
  const notice = useNotice();
  const del = useConfirmedDelete<Album>(useDeleteAlbum(), ALBUM_MESSAGES, notice);

  return (
    <AdminListPage
      title="Gallery"
      subtitle="Photo albums of matches, training and events."
      actions={
        <HeaderLink to={ADMIN_PATHS.createAlbum} icon={FolderPlus}>
          Create Album
        </HeaderLink>
      }
      notice={notice}
      {...albums}
      messages={ALBUM_MESSAGES}
      dialogs={<AdminConfirmDialog {...del.dialog} title={`Delete the album “${del.target?.name ?? ''}”?`} message={ALBUM_MESSAGES.deleteWarning} />}
    >
      {(items) => (
        <AdminCards items={items} className={css.grid} cardClassName={css.album}>
          {(album) => (
            <>
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
            </>
          )}
        </AdminCards>
      )}
    </AdminListPage>
  );
}
