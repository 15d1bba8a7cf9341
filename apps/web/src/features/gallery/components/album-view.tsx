import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { ALBUM_MESSAGES, GALLERY_COLUMNS, inThisPhoto } from '@academy/contract/album-constants';
import type { Album, Photo } from '@academy/contract/album';
import { IMAGE_WIDTHS, imageSrcSet, imageVariantUrl } from '@academy/contract/common-constants';
import { Lightbox, type LightboxSlide } from '../../../components/ui/lightbox';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { EmptyState } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format-date';
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
  return { src: photo.url, alt: photoAlt(album, photo, index), caption: slideCaption(photo), width, height, srcSet, filename: photo.filename || undefined };
}

/** The lightbox's caption: the editor's, then the children its families let it name (decision 051). */
export function slideCaption(photo: Photo): string | null {
  const names = photo.people?.length ? inThisPhoto(photo.people) : null;
  return [photo.caption, names].filter(Boolean).join(' · ') || null;
}

/**
 * The masonry's layout: 3 columns on every screen (SPEC 2 and 9, "a masonry layout of 3 columns"),
 * narrower gaps on a phone (gallery.css). Written once by the server, the same after the app
 * starts (docs/decisions/020).
 */
const LAYOUTS = [GALLERY_COLUMNS] as const;

export function AlbumView({ album }: { album: Album }) {
  const photos = album.photos ?? [];
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
            <div className="masonry" data-testid="masonry">
              {LAYOUTS.map((columns, layout) => (
                <div className="masonry__layout" data-columns={columns} key={columns}>
                  {distribute(photos, columns, ratioOf).map((column, c) => (
                    <ul className="masonry__column" key={c}>
                      {column.map(({ item: photo, index }) => (
                        <li key={photo.id} style={{ '--index': index } as CSSProperties}>
                          <button
                            type="button"
                            className="masonry__item"
                            onClick={() => setOpenIndex(index)}
                            // The visible caption starts the name (speech users say what they see); the picture itself needs no second name.
                            aria-label={
                              photo.caption ? `${photo.caption}: open photo ${index + 1} of ${photos.length}` : `Open photo ${index + 1} of ${photos.length}`
                            }
                          >
                            {/* The first photo is the largest picture, preloaded by the server. */}
                            <ResponsiveImage
                              src={photo.url}
                              alt=""
                              width={photo.width}
                              height={photo.height}
                              sizes={IMAGE_SIZES.albumPhoto}
                              largest={layout === 0 && index === 0}
                            />
                            {photo.caption ? <span className="masonry__caption">{photo.caption}</span> : null}
                          </button>
                        </li>
                      ))}
                    </ul>
                  ))}
                </div>
              ))}
            </div>
          )}
        </div>
      </section>
      <Lightbox open={openIndex !== null} index={openIndex ?? 0} slides={photos.map((p, i) => toSlide(album, p, i))} onClose={() => setOpenIndex(null)} />
    </>
  );
}
