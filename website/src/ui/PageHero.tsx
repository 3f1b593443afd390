import type { ReactNode } from 'react';
import styles from './content.module.css';

/** The opening band of a content page: eyebrow, the page's only h1, intro, actions and artwork. */
export function PageHero({ eyebrow, heading, intro, actions, art, top, children }: { eyebrow: string; heading: string; intro?: string; actions?: ReactNode; art?: ReactNode; top?: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner} ${art ? styles.heroWithArt : ''}`}>
        <div className={styles.heroText}>
          {top}
          <p className="eyebrow">{eyebrow}</p>
          <h1>{heading}</h1>
          {intro ? <p className="lead">{intro}</p> : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {art ? <div className={styles.heroArt}>{art}</div> : null}
      </div>
    </section>
  );
}

/** A closing call to action with one link. */
export function CtaBand({ heading, text, action }: { heading: string; text: string; action: ReactNode }) {
  return (
    <section className={styles.ctaBand}>
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2>{heading}</h2>
          <p>{text}</p>
        </div>
        {action}
      </div>
    </section>
  );
}

/** Numbered steps of how an engagement runs. */
export function Steps({ heading, steps }: { heading: string; steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <section className="section section--soft">
      <div className="container">
        <h2 className={styles.center}>{heading}</h2>
        <ol className={styles.steps}>
          {steps.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepNo} aria-hidden>
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
