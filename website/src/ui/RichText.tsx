import styles from './RichText.module.css';

/**
 * Stored rich text as HTML: product descriptions and blog sections. The server keeps only its
 * allow-list of elements and safe link targets on every save (shared/docs/api.md#rich-text), so
 * what it answers is rendered as it is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `${styles.rich} ${className}` : styles.rich} dangerouslySetInnerHTML={{ __html: html }} />;
}
