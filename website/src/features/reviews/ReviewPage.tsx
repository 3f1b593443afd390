import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FORM_PAGES } from '@itsite/shared/contract/pages';
import { publicPaths } from '@itsite/shared/contract/preview';
import { useTitledPageMeta } from '../../lib/head.js';
import { useNativeForm } from '../../lib/nativeForm.js';
import { queries } from '../../lib/queries.js';
import { useRead } from '../../lib/reads.js';
import { useSite } from '../../lib/site.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { Spinner } from '../../ui/Spinner.js';
import { ReviewForm } from './ReviewForm.js';
import { REVIEW_TEXT } from './reviewForm.js';
import styles from './ReviewPage.module.css';

const meta = FORM_PAGES['/review'];

/**
 * The review form on a page of its own: where "Leave a Review" leads without the script, and a
 * product's "Write a review" (`/review?product=<slug>`: a review of that product, shown on its page
 * once approved).
 */
export function ReviewPage() {
  const [search] = useSearchParams();
  const slug = search.get('product') ?? '';
  const { api } = useSite();
  const read = useRead(slug ? queries.product(api, slug) : null);
  const product = read.kind === 'loaded' ? read.data.product : null;
  const { native, consumed } = useNativeForm('review');
  const [sent, setSent] = useState(false);
  const title = product ? `Review ${product.name}` : meta.title;
  useTitledPageMeta(title, product ? `Tell others what you think of ${product.name}. Every review is read before it is published.` : meta.description);
  const back = product ? (
    <SiteLink to={publicPaths.product(product.slug)} className="btn btn--ghost">
      Back to {product.name}
    </SiteLink>
  ) : (
    <SiteLink to="/" className="btn btn--ghost">
      Back to the home page
    </SiteLink>
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className="lead">{product ? 'Tell others what you think of it. Every review is read before it is published.' : meta.description}</p>
      <p role="status" className={sent ? styles.notice : styles.noticeEmpty}>
        {sent ? REVIEW_TEXT.thanks : ''}
      </p>
      {sent ? (
        back
      ) : slug && read.kind === 'loading' ? (
        <Spinner label="Loading product" />
      ) : slug && !product ? (
        <p role="alert">
          This product is not in our catalogue any more. <SiteLink to="/products">See the products we offer</SiteLink>.
        </p>
      ) : (
        <div className={`card ${styles.card}`}>
          <ReviewForm
            native={native}
            product={product?.slug}
            onSubmitted={() => {
              consumed();
              setSent(true);
            }}
          />
        </div>
      )}
    </div>
  );
}
