import { CountUp } from '../../ui/CountUp.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { useCompanyFacts } from '../../lib/facts.js';
import { queries } from '../../lib/queries.js';
import { useRead } from '../../lib/reads.js';
import { useSite } from '../../lib/site.js';
import { STATS_HEADING, STATS_MORE, statsOf } from './copy.js';
import styles from './StatsBand.module.css';

/**
 * Each figure counts from 1 to its value over 2 s, once, when 20 % visible. The rating is the
 * average of the company's approved reviews, said with their count; none while there are none.
 */
export function StatsBand() {
  const stats = statsOf(useCompanyFacts());
  const read = useRead(queries.reviewSummary(useSite().api));
  const rating = read.kind === 'loaded' ? read.data.summary : null;
  return (
    <section className={styles.band} aria-labelledby="stats-title">
      <h2 id="stats-title" className="visually-hidden">
        {STATS_HEADING}
      </h2>
      <dl className={`container ${styles.grid}`}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>
              <CountUp start={1} end={stat.value} duration={2000} threshold={0.2} suffix="+" />
            </dd>
          </div>
        ))}
        {rating && (
          <div className={styles.stat}>
            <dt className={styles.label}>{`Rating from ${rating.count} reviews`}</dt>
            <dd className={styles.value}>{`${rating.average.toFixed(1)}/5`}</dd>
          </div>
        )}
      </dl>
      <p className={`container ${styles.more}`}>
        <SiteLink to={STATS_MORE.to}>{STATS_MORE.text}</SiteLink>
      </p>
    </section>
  );
}
