import { Suspense, useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { SiteLink } from '../../ui/SiteLink.js';
import { publicPaths } from '@itsite/shared/contract/preview';
import { NATIVE_FORMS } from '@itsite/shared/contract/forms';
import { Clock, Headphones, ShieldCheck, ShoppingCart, Truck, Zap } from '../../ui/icons.js';
import { shareDescription, shareImageOf } from '@itsite/shared/contract/pages';
import { textOfHtml } from '@itsite/shared/contract/richText';
import type { ProductDto, ReviewDto } from '@itsite/shared/contract/types';
import { CartLink } from './CartLink.js';
import { Stars } from '../../ui/Stars.js';
import { addToCart, updateCart, type CartItem } from './cart.js';
import { useSite } from '../../lib/site.js';
import { useRead } from '../../lib/reads.js';
import { queries } from '../../lib/queries.js';
import { rupees } from '@itsite/shared/contract/format';
import { messageFor } from '@itsite/shared/api';
import { LazyCartDialog as CartDialog } from './lazyCartDialog.js';
import { useTitledPageMeta } from '../../lib/head.js';
import { ProductImage } from './ProductImage.js';
import { Picture } from '../../ui/Picture.js';
import { QuantityStepper } from './QuantityStepper.js';
import { categoryName, useCategoryNames } from './useCategoryNames.js';
import { RichText } from '../../ui/RichText.js';
import styles from './ProductDetail.module.css';
import { Spinner } from '../../ui/Spinner.js';

type DetailState = { kind: 'loading' } | { kind: 'loaded'; product: ProductDto; reviews: ReviewDto[] } | { kind: 'failed'; message: string };

/** "4.5 from 2 reviews": the average of the approved reviews and how many there are. */
const ratingText = ({ average, count }: { average: number; count: number }) => `${average.toFixed(1)} from ${count} ${count === 1 ? 'review' : 'reviews'}`;

export function ProductDetail() {
  const { slug = '' } = useParams();
  const { settings } = useSite();
  const { api } = useSite();
  const categories = useCategoryNames();
  // A product whose data was read ahead (its link was pointed at, or the server rendered it) shows at once.
  const read = useRead(slug ? queries.product(api, slug) : null);
  const state: DetailState =
    read.kind === 'loaded'
      ? { kind: 'loaded', product: read.data.product, reviews: read.data.reviews }
      : read.kind === 'failed'
        ? { kind: 'failed', message: messageFor(read.error, 'Failed to load product details') }
        : { kind: 'loading' };
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  const [added, setAdded] = useState<number | null>(null);
  const [buyNow, setBuyNow] = useState<CartItem | null>(null);

  // Another product opened from this one starts afresh.
  useEffect(() => {
    setQuantity(1);
    setImageIndex(0);
    setAdded(null);
  }, [slug]);

  const product = state.kind === 'loaded' ? state.product : null;
  useTitledPageMeta(
    product ? product.metaTitle || product.name : state.kind === 'failed' ? 'Product unavailable' : undefined,
    product ? product.metaDescription || shareDescription(textOfHtml(product.description)) : undefined,
    { image: product ? shareImageOf(product.shareImage, product.image) : undefined, type: 'product' },
  );

  // An old address (a slug it had, its id) moves to the product's address now.
  if (product && product.slug !== slug) return <Navigate to={publicPaths.product(product.slug)} replace />;
  if (state.kind === 'loading') return <Spinner label="Loading product" />;
  if (state.kind === 'failed') {
    return (
      <div className={`container ${styles.failed}`}>
        <h1 className={styles.failedTitle}>Product unavailable</h1>
        <p role="alert" className={styles.error}>
          Error: {state.message}
        </p>
        <SiteLink to="/products" className="btn btn--ghost">
          Back to products
        </SiteLink>
      </div>
    );
  }

  const p = state.product;
  const category = categories ? categoryName(categories, p.category) : '';
  const item = (): CartItem => ({ product: p._id, slug: p.slug, name: p.name, price: p.price, image: p.image[0], quantity });
  const supportPhone = settings?.phones[0];

  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <SiteLink to="/">Home</SiteLink>
          </li>
          <li>
            <SiteLink to="/products">Products</SiteLink>
          </li>
          <li>
            <span aria-current="page">{p.name}</span>
          </li>
        </ol>
      </nav>

      <div className={styles.top}>
        <div className={styles.gallery}>
          <div className={styles.mainImage}>
            {/* The image's alt text from the media library; the product's name where none is written yet. */}
            <ProductImage path={p.image[imageIndex]} alt={p.imageAlt?.[imageIndex] || p.name} main />
          </div>
          {p.image.length > 1 ? (
            <ul className={styles.thumbs} aria-label="Product images">
              {p.image.map((path, i) => (
                <li key={path}>
                  <button
                    type="button"
                    className={`${styles.thumb} ${i === imageIndex ? styles.thumbActive : ''}`}
                    aria-label={`Show image ${i + 1} of ${p.image.length}`}
                    aria-pressed={i === imageIndex}
                    onClick={() => setImageIndex(i)}
                  >
                    <Picture path={path} alt="" sizes="80px" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className={styles.info}>
          {category ? <span className={styles.chip}>{category}</span> : null}
          <h1 className={styles.name}>{p.name}</h1>
          {/* Rated by its approved reviews only: none yet, no stars. */}
          {p.reviewSummary ? (
            <p className={styles.rating}>
              <Stars rating={p.reviewSummary.average} />
              <a href="#product-reviews">{ratingText(p.reviewSummary)}</a>
            </p>
          ) : null}
          <p className={styles.price}>{rupees(p.price)}</p>
          {p.kind === 'physical' ? (
            <p className={p.stock > 0 ? styles.inStock : styles.onOrder}>{p.stock > 0 ? 'In stock, ready to ship' : 'Available on order'}</p>
          ) : p.kind === 'digital' ? (
            <p className={styles.digital}>Digital product</p>
          ) : null}

          {/* Without the script, Buy Now opens the quote page for this product and quantity (a
              plain GET form); with it, Buy Now opens the quote dialog and Add to Cart fills the cart. */}
          <form method="get" action={NATIVE_FORMS.quote.page} aria-label="Order">
            <input type="hidden" name="product" value={p.slug} />
            <QuantityStepper value={quantity} onChange={setQuantity} name="quantity" />

            <div className={styles.buttons}>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  updateCart((s) => addToCart(s, item()));
                  setAdded(quantity);
                }}
              >
                <ShoppingCart size={18} aria-hidden />
                Add to Cart
              </button>
              <button
                type="submit"
                className="btn btn--ghost"
                onClick={(e) => {
                  e.preventDefault();
                  setBuyNow(item());
                }}
                aria-haspopup="dialog"
              >
                <Zap size={18} aria-hidden />
                Buy Now
              </button>
            </div>
          </form>
          <div className={styles.addedRow}>
            <p role="status" className={styles.added}>
              {added ? `Added ${added} × ${p.name} to your cart.` : ''}
            </p>
            <CartLink variant="text" />
          </div>

          <ul className={styles.perks}>
            {/* Shipping, delivery and warranty are promises about goods: physical products only. */}
            {p.kind === 'physical' ? (
              <>
                {/* The company's own offer (Settings); none set, none made. */}
                {settings?.freeShippingOver ? (
                  <li>
                    <Truck size={20} aria-hidden />
                    Free shipping on orders over {rupees(settings.freeShippingOver)}
                  </li>
                ) : null}
                <li>
                  <Clock size={20} aria-hidden />
                  Delivery in 3 to 5 business days
                </li>
                <li>
                  <ShieldCheck size={20} aria-hidden />
                  Covered by the manufacturer's warranty
                </li>
              </>
            ) : null}
            <li>
              <Headphones size={20} aria-hidden />
              <span>
                24/7 support line{supportPhone ? ': ' : ''}
                {supportPhone ? <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a> : null}
              </span>
            </li>
          </ul>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="product-description">
        <h2 id="product-description">Description</h2>
        <RichText html={p.description} className={styles.description} />
      </section>

      <section className={styles.section} aria-labelledby="product-reviews">
        <h2 id="product-reviews">Customer Reviews</h2>
        {p.reviewSummary ? <p className={styles.rating}>{ratingText(p.reviewSummary)}</p> : <p>No reviews of this product yet.</p>}
        {state.reviews.length ? (
          <ul className={styles.reviews}>
            {state.reviews.map((r) => (
              <li key={r._id} className={styles.review}>
                <div className={styles.reviewHead}>
                  <span className={styles.avatar} aria-hidden>
                    {r.name.charAt(0).toUpperCase()}
                  </span>
                  <p className={styles.reviewName}>{r.name}</p>
                  <Stars rating={r.rating} size={16} />
                </div>
                <p className={styles.reviewText}>{r.feedback}</p>
              </li>
            ))}
          </ul>
        ) : null}
        {/* A page of its own (it works without the script, with the spam screen's token of its view). */}
        <SiteLink to={`${NATIVE_FORMS.review.page}?product=${encodeURIComponent(p.slug)}`} className={`btn btn--ghost ${styles.writeReview}`}>
          Write a review
        </SiteLink>
      </section>

      {/* Loaded when Buy Now is first pressed. */}
      {buyNow ? (
        <Suspense fallback={null}>
          <CartDialog mode={{ kind: 'buyNow', item: buyNow }} onClose={() => setBuyNow(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
