import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, MessageSquarePlus, Quote } from '../../ui/icons.js';
import type { ReviewDto } from '@itsite/shared/contract/types';
import { NATIVE_FORMS } from '@itsite/shared/contract/forms';
import { Stars } from '../../ui/Stars.js';
import { useSite } from '../../lib/site.js';
import { useRead, useReadStore } from '../../lib/reads.js';
import { queries } from '../../lib/queries.js';
import { firstCharsAtWord } from '../../lib/text.js';
import { usePrefersReducedMotion } from '../../lib/motion.js';
import {
  avatarLetter,
  FEEDBACK_PREVIEW_CHARS,
  hasMoreAfter,
  nearRightEnd,
  PUBLIC_REVIEW_REDIRECT_MS,
  NO_REVIEWS,
  reviewsOf,
  REVIEWS_PAGE_SIZE,
} from './reviewRules.js';
import styles from './Testimonials.module.css';
import { Spinner } from '../../ui/Spinner.js';

// The form is its own chunk: most visitors read reviews, few write one. Fetched on the first hover
// or focus of "Leave a Review", so it is there by the time the click lands.
const loadModal = () => import('./ReviewModal.js');
const ReviewModal = lazy(() => loadModal().then((m) => ({ default: m.ReviewModal })));

/** A card shows its feedback cut at a word; "Read more" opens the rest in place. */
function ReviewCard({ review }: { review: ReviewDto }) {
  const [expanded, setExpanded] = useState(false);
  const preview = firstCharsAtWord(review.feedback, FEEDBACK_PREVIEW_CHARS);
  const cut = preview !== review.feedback.trim();
  const textId = `review-${review._id}-text`;
  return (
    <li className={styles.card}>
      <Quote className={styles.quote} size={34} aria-hidden />
      <div className={styles.feedback}>
        <p id={textId} className={styles.feedbackText}>
          {expanded || !cut ? review.feedback : preview}
        </p>
        {cut ? (
          <button type="button" className={styles.readMore} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((e) => !e)}>
            {expanded ? 'Show less' : 'Read more'}
            <span className="visually-hidden">{` of ${review.name}'s review`}</span>
          </button>
        ) : null}
      </div>
      <div className={styles.person}>
        <span className={styles.avatar} aria-hidden>
          {avatarLetter(review.name)}
        </span>
        <div>
          <p className={styles.name}>{review.name}</p>
          <Stars rating={review.rating} size={16} />
        </div>
      </div>
    </li>
  );
}

/**
 * "What Our Clients Say": approved reviews, 10 per page, in a horizontal list that
 * loads the next page when scrolled to within 100 px of its right end.
 */
export function Testimonials({ heading, intro }: { heading: string; intro?: string }) {
  const { api, settings } = useSite();
  const store = useReadStore();
  const reduced = usePrefersReducedMotion();
  // The first page comes with the page (rendered by the server); later pages load on scroll.
  const firstQuery = queries.reviews(api, 1, REVIEWS_PAGE_SIZE);
  const firstPage = useRead(firstQuery);
  const [later, setLater] = useState<{ reviews: ReviewDto[]; hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  // Once opened, the dialog stays mounted so a half-written review survives closing it.
  const [modalUsed, setModalUsed] = useState(false);
  const [notice, setNotice] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const lastPage = useRef(1);
  const busy = useRef(false);
  // Bumped by every reload from page 1 and on unmount: answers to older requests are dropped.
  const generation = useRef(0);
  const redirect = useRef<number | undefined>(undefined);
  // Loads depend on the list state only; a new client object (same server) must not restart them.
  const client = useRef(api);
  useEffect(() => {
    client.current = api;
  }, [api]);

  // A failed load shows nothing and counts as "no more pages".
  const firstAnswer = firstPage.kind === 'loaded' ? firstPage.data : undefined;
  const reviews = [...reviewsOf(firstAnswer), ...(later?.reviews ?? [])];
  const hasMore = later ? later.hasMore : hasMoreAfter(firstAnswer, REVIEWS_PAGE_SIZE);
  const loading = firstPage.kind === 'loading' || loadingMore;

  const loadMore = useCallback(async (page: number) => {
    const gen = generation.current;
    busy.current = true;
    setLoadingMore(true);
    let response: unknown;
    try {
      response = await client.current.reviews.list(page, REVIEWS_PAGE_SIZE);
    } catch (err) {
      console.error('reviews', err);
      response = undefined;
    }
    if (gen !== generation.current) return;
    setLater((prev) => ({ reviews: [...(prev?.reviews ?? []), ...reviewsOf(response)], hasMore: hasMoreAfter(response, REVIEWS_PAGE_SIZE) }));
    lastPage.current = page;
    busy.current = false;
    setLoadingMore(false);
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
      window.clearTimeout(redirect.current);
    },
    [],
  );

  /** From page 1 again (after a review was sent). */
  const reload = () => {
    generation.current += 1;
    busy.current = false;
    lastPage.current = 1;
    setLater(null);
    setLoadingMore(false);
    store.ensure(firstQuery.key, firstQuery.load, true).catch(() => undefined);
  };

  const onScroll = () => {
    const el = list.current;
    if (!el || !hasMore || busy.current) return;
    if (nearRightEnd(el.scrollLeft, el.clientWidth, el.scrollWidth)) void loadMore(lastPage.current + 1);
  };

  const scrollBy = (direction: 1 | -1) => {
    const el = list.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: reduced ? 'auto' : 'smooth' });
  };

  const onSubmitted = (notice: string) => {
    setModalOpen(false);
    list.current?.scrollTo({ left: 0 });
    reload();
    const url = settings?.publicReviewUrl;
    // The review is pending until staff approve it: the visitor is told so, not left to look for it.
    setNotice(notice);
    if (url) redirect.current = window.setTimeout(() => window.location.assign(url), PUBLIC_REVIEW_REDIRECT_MS);
  };

  const first = loading && reviews.length === 0;
  return (
    <section className="section section--soft" aria-labelledby="testimonials-title">
      <div className="container">
        <div className={styles.top}>
          <div>
            <p className="eyebrow">Testimonials</p>
            <h2 id="testimonials-title">{heading}</h2>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.scroll} aria-label="Scroll reviews left" onClick={() => scrollBy(-1)}>
              <ChevronLeft size={20} aria-hidden />
            </button>
            <button type="button" className={styles.scroll} aria-label="Scroll reviews right" onClick={() => scrollBy(1)}>
              <ChevronRight size={20} aria-hidden />
            </button>
            {/* Without the script it leads to the review page; with it, it opens the form in a dialog. */}
            <a
              href={NATIVE_FORMS.review.page}
              className="btn"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadModal()}
              onFocus={() => void loadModal()}
              onClick={(e) => {
                e.preventDefault();
                setModalUsed(true);
                setModalOpen(true);
              }}
            >
              <MessageSquarePlus size={18} aria-hidden />
              Leave a Review
            </a>
          </div>
        </div>
        <p role="status" className={notice ? styles.notice : styles.noticeEmpty}>
          {notice}
        </p>
        {first ? (
          <Spinner label="Loading reviews" />
        ) : reviews.length === 0 ? (
          <p className={styles.empty}>{NO_REVIEWS}</p>
        ) : (
          // Focusable, so keyboard users can scroll it with the arrow keys.
          <ul ref={list} className={styles.list} onScroll={onScroll} tabIndex={0} aria-label="Client reviews" aria-busy={loading}>
            {reviews.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
            {loading ? (
              <li className={styles.more} aria-hidden>
                <Spinner />
              </li>
            ) : null}
          </ul>
        )}
      </div>
      {modalUsed ? (
        <Suspense fallback={null}>
          <ReviewModal open={modalOpen} onClose={() => setModalOpen(false)} onSubmitted={onSubmitted} />
        </Suspense>
      ) : null}
    </section>
  );
}
