import { useEffect, useState } from 'react';
import { SiteLink } from '../../ui/SiteLink.js';
import { ChevronLeft, ChevronRight, Pause, Play } from '../../ui/icons.js';
import { HERO_CTA, HERO_HEADING, HERO_SLIDES } from './copy.js';
import { usePrefersReducedMotion } from '../../lib/motion.js';
import { CAROUSEL_INTERVAL_MS, nextIndex, prevIndex } from './carousel.js';
import { SlideArt } from './illustrations.js';
import styles from './HeroCarousel.module.css';

/**
 * Five slides; arrows wrap both ways, dots jump, auto-advance every 6 s. It holds still
 * while the pointer is over it or focus is inside it (so nobody loses what they are reading), when
 * the visitor pauses it, and always under reduced motion.
 */
export function HeroCarousel() {
  const count = HERO_SLIDES.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = usePrefersReducedMotion();
  const rotating = !reduced && !stopped && !hovered && !focused;
  // Whether the slides have moved since the page was painted: the drawings animate from then on.
  const [moved, setMoved] = useState(false);
  const show = (next: (i: number) => number) => {
    setMoved(true);
    setIndex(next);
  };

  // A timeout per slide (not an interval): any manual move restarts the full 6 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setMoved(true);
      setIndex((i) => nextIndex(i, count));
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  return (
    <section
      className={`${styles.hero} ${moved ? styles.moved : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <h1 className="visually-hidden">{HERO_HEADING}</h1>
      {/* Announce slide changes only when they come from the visitor, not from the timer. */}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {HERO_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.title}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
            >
              <div className={`container ${styles.inner}`}>
                <div className={styles.text}>
                  <p className={styles.kicker}>
                    {String(i + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
                  </p>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <p className={styles.subtitle}>{slide.subtitle}</p>
                  <SiteLink to="/contactUs" className={`btn ${styles.cta}`}>
                    {HERO_CTA}
                  </SiteLink>
                </div>
                <div className={styles.art}>
                  <SlideArt art={slide.art} first={i === 0} />
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className={`container ${styles.controls}`}>
        <button type="button" className={styles.arrow} aria-label="Previous slide" onClick={() => show((i) => prevIndex(i, count))}>
          <ChevronLeft size={22} aria-hidden />
        </button>
        <div className={styles.dots}>
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(() => i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-label="Next slide" onClick={() => show((i) => nextIndex(i, count))}>
          <ChevronRight size={22} aria-hidden />
        </button>
        {!reduced && (
          <button
            type="button"
            className={styles.arrow}
            aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? <Play size={18} aria-hidden /> : <Pause size={18} aria-hidden />}
          </button>
        )}
      </div>
    </section>
  );
}
