import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { ALBUM_MESSAGES, GALLERY_COLUMNS } from '@academy/contract/album-constants';
import type { Album, Photo } from '@academy/contract/album';
import { IMAGE_WIDTHS, imageSrcSet, imageVariantUrl } from '@academy/contract/common-constants';
import { Lightbox, type LightboxSlide } from '../../../components/ui/lightbox';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { EmptyState } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format-date';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { distribute } from './masonry';
import { IMAGE_SIZES } from '@academy/contract/page-data';

const ratioOf = (p: Photo) => (p.width && p.height ? p.height / p.width : 0.75);

function photoAlt(album: Album, photo: Photo, index: number) {
  return photo.caption || `${album.name} — photo ${index + 1}`;
}

function toSlide(album: Album, photo: Photo, index: number): LightboxSlide {
  const { width, height } = photo;
  const srcSet =
    width && height && imageSrcSet(photo.url)
      ? IMAGE_WIDTHS.filter((w) => w < width).map((w) => ({ src: imageVariantUrl(photo.url, w), width: w, height: Math.round((w * height) / width) }))
      : undefined;
  return { src: photo.url, alt: photoAlt(album, photo, index), width, height, srcSet, filename: photo.filename || undefined };
}

function useColumns() {
  const one = useMediaQuery('(max-width: 519.98px)');
  const two = useMediaQuery('(max-width: 899.98px)');
  return one ? 1 : two ? 2 : GALLERY_COLUMNS;
}

export function AlbumView({ album }: { album: Album }) {
  const photos = album.photos ?? [];
  const columns = useColumns();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <>
      <section className="page-banner page-banner--album">
        <div className="container">
          <Link to="/gallery" className="back-link back-link--light">
            ← All albums
          </Link>
          <h1 className="heading heading--xl">{album.name}</h1>
          {album.caption ? <p>{album.caption}</p> : null}
          <p className="album-meta">
            <time dateTime={album.created_at}>{formatDate(album.created_at)}</time> · {photos.length} {photos.length === 1 ? 'photo' : 'photos'}
          </p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          {photos.length === 0 ? (
            <EmptyState message={ALBUM_MESSAGES.noPhotos} />
          ) : (
            <div className="masonry" data-columns={columns} data-testid="masonry">
              {distribute(photos, columns, ratioOf).map((column, c) => (
                <ul className="masonry__column" key={c}>
                  {column.map(({ item: photo, index }) => (
                    <li key={photo.id} style={{ '--index': index } as CSSProperties}>
                      <button
                        type="button"
                        className="masonry__item"
                        onClick={() => setOpenIndex(index)}
                        // The visible caption starts the name (speech users say what they see); the picture itself needs no second name.
                        aria-label={photo.caption ? `${photo.caption}: open photo ${index + 1} of ${photos.length}` : `Open photo ${index + 1} of ${photos.length}`}
                      >
                        <ResponsiveImage
                          src={photo.url}
                          alt=""
                          width={photo.width}
                          height={photo.height}
                          sizes={IMAGE_SIZES.albumPhoto}
                          largest={index === 0}
                        />
                        {photo.caption ? <span className="masonry__caption">{photo.caption}</span> : null}
                      </button>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          )}
        </div>
      </section>
      <Lightbox
        open={openIndex !== null}
        index={openIndex ?? 0}
        slides={photos.map((p, i) => toSlide(album, p, i))}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
}
