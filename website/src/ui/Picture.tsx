import type { CSSProperties } from 'react';
import { sizedImage } from '@itsite/shared/contract/images';
import { useSite } from '../lib/site.js';

interface PictureProps {
  /** An upload's public path (`/uploads/...`). */
  path: string;
  alt: string;
  /** How wide the image is shown, for the browser's choice among the variants (the `sizes` attribute). */
  sizes: string;
  /**
   * The page's main image, above the fold: loaded at once with high priority. Others load lazily
   * when they come near the viewport.
   */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * An uploaded image with its responsive variants (AVIF, then WebP, at a few widths) and its size,
 * so the browser fetches the smallest file that fills the space and reserves the space before it
 * arrives. An upload without variants (an older one) is a plain image.
 */
export function Picture({ path, alt, sizes, priority = false, className, style }: PictureProps) {
  const { api } = useSite();
  const image = sizedImage(path, (p) => api.mediaUrl(p));
  const img = (
    <img
      src={api.mediaUrl(path)}
      alt={alt}
      width={image?.width}
      height={image?.height}
      sizes={image ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  );
  if (!image) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
