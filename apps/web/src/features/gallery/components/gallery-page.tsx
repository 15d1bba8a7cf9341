import { ALBUM_MESSAGES } from '@academy/contract/album-constants';
import { ListState } from '../../../components/ui/list-state';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { useAlbums } from '../api/get-albums';
import { AlbumCard } from './album-card';
import './gallery.css';

/** /gallery and /albums: one card per album, each opening /photo/{id}. */
export function GalleryPage() {
  usePageMeta(PAGE_META.gallery);
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
          <ListState query={albums} items={albums.data} messages={ALBUM_MESSAGES}>
            {(items) => (
              <ul className="album-grid">
                {items.map((album, i) => (
                  <li key={album.id} className={i > 0 ? 'below-fold' : undefined}>
                    <AlbumCard album={album} largest={i === 0} />
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </div>
      </section>
    </>
  );
}
