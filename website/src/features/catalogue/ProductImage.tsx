import { Package } from '../../ui/icons.js';
import { Picture } from '../../ui/Picture.js';
import styles from './Catalogue.module.css';

/**
 * A product's image, or a neutral tile when the product has none. `main`: the product page's large
 * image (loaded first); otherwise a catalogue card's.
 */
export function ProductImage({ path, alt, main = false }: { path: string | undefined; alt: string; main?: boolean }) {
  if (!path) {
    return (
      <div className={styles.noImage} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        <Package size={48} aria-hidden />
      </div>
    );
  }
  return <Picture path={path} alt={alt} priority={main} sizes={main ? '(max-width: 900px) 100vw, 560px' : '(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 300px'} />;
}
