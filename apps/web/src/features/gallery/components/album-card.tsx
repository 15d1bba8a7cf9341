import { Link } from 'react-router';
import type { Album } from '@academy/contract/album';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatDate } from '../../../lib/format-date';
import { IMAGE_SIZES } from '@academy/contract/page-data';

export function AlbumCard({ album, largest }: { album: Album; largest?: boolean }) {
  const count = album.photo_count ?? album.photos?.length ?? 0;
  return (
    <Link to={`/photo/${album.id}`} className="card-link album-card">
      <article className="card">
        <div className="card__media album-card__media">
          <ResponsiveImage src={album.coverImage ?? album.firstPhoto} alt="" fallbackRatio={4 / 3} sizes={IMAGE_SIZES.albumCard} largest={largest} />
          <span className="album-card__count">
            {count} {count === 1 ? 'photo' : 'photos'}
          </span>
        </div>
        <div className="card__body">
          <time className="card__meta" dateTime={album.created_at}>
            {formatDate(album.created_at)}
          </time>
          <h2 className="card__title">{album.name}</h2>
          {album.caption ? <p className="card__text">{album.caption}</p> : null}
        </div>
      </article>
    </Link>
  );
}
