import { ALBUM_MESSAGES } from '@academy/contract/album-constants';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useAlbums } from '../api/get-albums';
import { AlbumCard } from './album-card';
import './gallery.css';

/** /gallery and /albums: one card per album, each opening /photo/{id}. */
export function GalleryPage() {
  useDocumentMeta('Gallery', 'Photo albums from matches, training sessions and tournaments at Future Stars Football Academy.');
  const albums = useAlbums();
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">Moments on and off the pitch</span>
          <h1 className="heading heading--xl">Gallery</h1>
          <p>Match days, training sessions, tournaments and celebrations — browse our albums.</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          {albums.isPending ? (
            <LoadingState />
          ) : albums.isError ? (
            <ErrorState message={ALBUM_MESSAGES.loadFailed} onRetry={() => albums.refetch()} />
          ) : albums.data.length === 0 ? (
            <EmptyState message={ALBUM_MESSAGES.empty} />
          ) : (
            <ul className="album-grid">
              {albums.data.map((album, i) => (
                <li key={album.id}>
                  <AlbumCard album={album} eager={i < 3} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
