import { SiteLink } from '../../ui/SiteLink.js';
import { Check } from '../../ui/icons.js';
import { PRICING_FOOTNOTE, PRICING_HEADING, PRICING_INTRO, PRICING_PLANS } from './pricing.js';
import { rupees } from '@itsite/shared/contract/format';
import { SectionHead } from './SectionHead.js';
import styles from './Pricing.module.css';

/** The three starting packages, prices before GST. */
export function Pricing() {
  return (
    <section className="section section--soft" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHead id="pricing-title" eyebrow="Pricing" title={PRICING_HEADING}>
          {PRICING_INTRO}
        </SectionHead>
        <ul className={styles.plans}>
          {PRICING_PLANS.map((plan, i) => (
            <li key={plan.name} className={`${styles.plan} ${plan.popular ? styles.popular : ''}`}>
              <h3 className={styles.name} id={`plan-${i}`}>
                {plan.name}
              </h3>
              <p className={styles.description}>{plan.description}</p>
              <p className={styles.price}>
                <span className={styles.amount}>{rupees(plan.price)}</span>
                <span className={styles.gst}>+ GST</span>
              </p>
              <p className={styles.term}>One-time</p>
              <ul className={styles.features}>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Check size={18} aria-hidden className={styles.check} />
                    {feature}
                  </li>
                ))}
              </ul>
              <SiteLink
                to="/contactUs"
                className={`btn ${styles.book}`}
                aria-describedby={`plan-${i}`}
                onClick={() => window.scrollTo(0, 0)}
              >
                Book Now →
              </SiteLink>
            </li>
          ))}
        </ul>
        <p className={styles.footnote}>{PRICING_FOOTNOTE}</p>
      </div>
    </section>
  );
}
