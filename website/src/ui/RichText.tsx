import { sizedImage } from '@itsite/shared/contract/images';
import { useSite } from '../lib/site.js';
import styles from './RichText.module.css';

/** How wide an inline image is shown: the text column's width, the whole screen on a phone. */
const INLINE_SIZES = '(max-width: 760px) 100vw, 720px';

/** An inline image as the server stores it (backend/src/platform/content/richText.ts): a library image and its alt text. */
const INLINE_IMAGE = /<img src="([^"]+)" alt="([^"]*)" \/>/g;

/**
 * Stored rich text with each inline image made responsive, as Picture makes the others: its
 * variants (AVIF, then WebP, at a few widths), its size reserved, loaded lazily.
 */
export function withResponsiveImages(html: string, url: (path: string) => string): string {
  if (!html.includes('<img')) return html;
  return html.replace(INLINE_IMAGE, (_whole, src: string, alt: string) => {
    const image = sizedImage(src, url);
    const size = image ? ` width="${image.width}" height="${image.height}" sizes="${INLINE_SIZES}"` : '';
    const img = `<img src="${url(src)}" alt="${alt}"${size} loading="lazy" decoding="async" />`;
    if (!image) return img;
    const sources = image.sources.map((s) => `<source type="${s.type}" srcset="${s.srcSet}" sizes="${INLINE_SIZES}" />`).join('');
    return `<picture>${sources}${img}</picture>`;
  });
}

/**
 * Stored rich text as HTML: product descriptions, blog sections, documents' text. The server keeps
 * only its allow-list of elements and safe link targets on every save (shared/docs/api.md#rich-text),
 * so what it answers is rendered as it is, its images made responsive.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const { api } = useSite();
  const __html = withResponsiveImages(html, (p) => api.mediaUrl(p));
  return <div className={className ? `${styles.rich} ${className}` : styles.rich} dangerouslySetInnerHTML={{ __html }} />;
}
