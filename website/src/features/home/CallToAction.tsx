import { SiteLink } from '../../ui/SiteLink.js';
import { CTA_BUTTON, CTA_HEADING, CTA_TEXT } from './copy.js';
import styles from './CallToAction.module.css';

/** The closing call to action. */
export function CallToAction() {
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container">
        <div className={styles.box}>
          <svg className={styles.deco} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
            <circle cx="100" cy="100" r="90" fill="none" stroke="#fff" strokeOpacity=".18" strokeWidth="18" />
            <circle cx="100" cy="100" r="46" fill="#fff" fillOpacity=".1" />
          </svg>
          <h2 id="cta-title">{CTA_HEADING}</h2>
          <p className={styles.text}>{CTA_TEXT}</p>
          <SiteLink to="/contactUs" className={`btn ${styles.button}`}>
            {CTA_BUTTON}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
