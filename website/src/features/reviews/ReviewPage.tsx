import { useState } from 'react';
import { FORM_PAGES } from '@itsite/shared/contract/pages';
import { useTitledPageMeta } from '../../lib/head.js';
import { useNativeForm } from '../../lib/nativeForm.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { ReviewForm } from './ReviewForm.js';
import { REVIEW_TEXT } from './reviewForm.js';
import styles from './ReviewPage.module.css';

const meta = FORM_PAGES['/review']!;

/** The review form on a page of its own: where "Leave a Review" leads without the script. */
export function ReviewPage() {
  const { native, consumed } = useNativeForm('review');
  const [sent, setSent] = useState(false);
  useTitledPageMeta(meta.title, meta.description);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{meta.title}</h1>
      <p className="lead">{meta.description}</p>
      <p role="status" className={sent ? styles.notice : styles.noticeEmpty}>
        {sent ? REVIEW_TEXT.thanks : ''}
      </p>
      {sent ? (
        <SiteLink to="/" className="btn btn--ghost">
          Back to the home page
        </SiteLink>
      ) : (
        <div className={`card ${styles.card}`}>
          <ReviewForm
            native={native}
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
