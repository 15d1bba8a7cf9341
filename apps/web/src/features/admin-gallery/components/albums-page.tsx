import { Link } from 'react-router';
import { FolderPlus } from 'lucide-react';
import { ALBUM_MESSAGES, type Album } from '@academy/contract/album';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminCards } from '../../../components/admin/admin-list';
import { AdminDeletableListPage } from '../../../components/admin/admin-page';
import { AdminImage } from '../../../components/admin/image';
import { DeleteButton, EditLink } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { useDeleteAlbum } from '../api/delete-album';
import { useAlbums } from '../api/get-albums';
import css from './gallery.module.css';

export default function AlbumsPage() {
  return (
    <AdminDeletableListPage<Album>
      screen="gallery"
      subtitle="Photo albums of matches, training and events."
      add={{ to: ADMIN_PATHS.createAlbum, icon: FolderPlus, label: ALBUM_MESSAGES.create }}
      {...useAlbums()}
      remove={useDeleteAlbum()}
      messages={ALBUM_MESSAGES}
      deleteTitle={(album) => `Delete the album “${album?.name ?? ''}”?`}
    >
      {(items, ask) => (
        <AdminCards items={items} className={ui.cardGrid} cardClassName={css.album}>
          {(album) => (
            <>
              <Link to={adminHref('album', { id: album.id })} className={css.albumLink}>
                <AdminImage src={album.cover_view_url ?? album.coverImage ?? album.firstPhoto} alt="" className={css.albumCover} />
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
                <DeleteButton label={`Delete ${album.name}`} onClick={() => ask(album)} />
              </div>
            </>
          )}
        </AdminCards>
      )}
    </AdminDeletableListPage>
  );
}
