import { useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@academy/contract/common-constants';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority'> & {
  src: string | null | undefined;
  alt: string;
  /** Stored dimensions: reserve the space so nothing jumps while the image loads. */
  width?: number | null;
  height?: number | null;
  /** Used when the dimensions are unknown. */
  fallbackRatio?: number;
  /**
   * The page's largest picture (the one the server preloads: page-reads.ts's `lcpImage`, same src,
   * srcset and sizes, so the preload is reused): fetched at once at high priority. Every other
   * picture is lazy and low priority, so none shares the slow link with it (docs/decisions/020).
   */
  largest?: boolean;
};

/**
 * An uploaded image with its responsive sources (imageSrcSet) and reserved space.
 * A missing or broken image falls back to the placeholder.
 */
export function ResponsiveImage({ src, alt, width, height, fallbackRatio = 4 / 3, sizes = '100vw', largest = false, className, style, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const w = width && height ? width : 1200;
  const h = width && height ? height : Math.round(1200 / fallbackRatio);
  return (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={broken ? undefined : imageSrcSet(src)}
      sizes={broken ? undefined : sizes}
      alt={alt}
      width={w}
      height={h}
      loading={largest ? 'eager' : 'lazy'}
      fetchPriority={largest ? 'high' : 'low'}
      decoding="async"
      className={className ? `rimg ${className}` : 'rimg'}
      style={{ aspectRatio: `${w} / ${h}`, ...style }}
      onError={() => src && setFailedSrc(src)}
    />
  );
}

/** A post's cover as its card and its page draw it: decorative (the title says what it is), 16:9 until its size is known. */
export function PostCover({
  post,
  sizes,
  largest = false,
}: {
  post: { cover_image: string | null; cover_width?: number | null; cover_height?: number | null };
  sizes: string;
  largest?: boolean;
}) {
  return (
    <ResponsiveImage src={post.cover_image} alt="" width={post.cover_width} height={post.cover_height} fallbackRatio={16 / 9} sizes={sizes} largest={largest} />
  );
}
