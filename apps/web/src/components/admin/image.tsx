import { imageSrcSet } from '@academy/contract/common-constants';
import ui from './ui.module.css';

/** An uploaded image with its responsive variants, or a neutral placeholder when there is none. */
export function AdminImage({ src, alt, className, sizes = '300px' }: { src: string | null | undefined; alt: string; className?: string; sizes?: string }) {
  if (!src) {
    return (
      <div className={`${className ?? ui.thumb} ${ui.placeholder}`} role="img" aria-label={alt || 'No image'}>
        No image
      </div>
    );
  }
  const srcSet = imageSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} loading="lazy" className={className ?? ui.thumb} />;
}
