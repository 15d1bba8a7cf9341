import { useParams } from 'react-router';
import { ALBUM_MESSAGES } from '@academy/contract/album-constants';
import { ApiError } from '../../../lib/api-client';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';
import { PAGE_META } from '@academy/contract/page-meta';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useAlbum } from '../api/get-album';
import { useAlbums } from '../api/get-albums';
import { AlbumView } from './album-view';
import { API_PATHS } from '@academy/contract/page-data';
import { seededMissing } from '../../../lib/page-data';
import './gallery.css';

/**
 * The public album view: /photo/:id, and /album/:id for visitors (the admin routes lazy-load
 * this default export). Without an id it shows the newest album.
 */
export default function AlbumPage() {
  const { id: routeId } = useParams();
  // The list is only needed to find the newest album when the address names none.
  const albums = useAlbums(!routeId);
  const newestId = routeId ? undefined : [...(albums.data ?? [])].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]?.id;
  const id = routeId ?? newestId;
  const album = useAlbum(id);
  // No such album: the not-found screen, as the server's 404 said (and rendered: until the read
  // answers, the server's answer stands).
  const missing = album.error
    ? album.error instanceof ApiError && album.error.status === 404
    : album.isPending && id !== undefined && seededMissing(API_PATHS.publicAlbum(id));
  useDocumentMeta(
    missing ? PAGE_META.notFound.title : (album.data?.name ?? 'Album'),
    missing ? PAGE_META.notFound.description : album.data?.caption || PAGE_META.gallery.description,
    !missing,
  );
  if (missing) return <NotFoundScreen detail={ALBUM_MESSAGES.notFound} />;

  let body;
  if (!routeId && albums.isError) body = <ErrorState message={ALBUM_MESSAGES.loadFailed} />;
  else if (!routeId && albums.isSuccess && newestId === undefined) body = <EmptyState message={ALBUM_MESSAGES.empty} />;
  else if (album.isError) body = <ErrorState message={ALBUM_MESSAGES.loadFailed} />;
  else if (album.data) return <AlbumView album={album.data} />;
  else body = <LoadingState />;

  return (
    <section className="section">
      <div className="container">{body}</div>
    </section>
  );
}
