import { Package } from 'lucide-react';
import { useSite } from '../../lib/site.js';
import styles from './Catalogue.module.css';

/** A product's image, or a neutral tile when the product has none. */
export function ProductImage({ path, alt, eager = false }: { path: string | undefined; alt: string; eager?: boolean }) {
  const { api } = useSite();
  if (!path) {
    return (
      <div className={styles.noImage} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        <Package size={48} aria-hidden />
      </div>
    );
  }
  return <img src={api.mediaUrl(path)} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
