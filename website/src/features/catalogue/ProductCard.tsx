import { SiteLink } from '../../ui/SiteLink.js';
import { publicPaths } from '@itsite/shared/contract/preview';
import type { ProductDto } from '@itsite/shared/contract/types';
import { rupees } from '@itsite/shared/contract/format';
import { textOfHtml } from '@itsite/shared/contract/richText';
import { firstWords } from '../../lib/text.js';
import { ProductImage } from './ProductImage.js';
import { categoryName } from './useCategoryNames.js';
import styles from './Catalogue.module.css';

/** Image, name, description cut to 10 words, price in rupees, category name. */
export function ProductCard({ product, categories }: { product: ProductDto; categories: Map<string, string> | null }) {
  return (
    <li className={styles.cardItem}>
      <SiteLink to={publicPaths.product(product.slug)} className={styles.card}>
        <div className={styles.cardImage}>
          {/* The name is the link's text right below; the image adds nothing to read out. */}
          <ProductImage path={product.image[0]} alt="" />
        </div>
        <div className={styles.cardBody}>
          {/* The name comes first for screen readers (it starts the link's name); CSS shows the category above it. */}
          <h2 className={styles.cardName}>{product.name}</h2>
          <span className={styles.chip}>{categories ? categoryName(categories, product.category) : '\u00a0'}</span>
          <p className={styles.cardText}>{firstWords(textOfHtml(product.description), 10)}</p>
          <p className={styles.price}>{rupees(product.price)}</p>
        </div>
      </SiteLink>
    </li>
  );
}
