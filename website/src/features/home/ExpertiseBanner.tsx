import { ArrowRight } from '../../ui/icons.js';
import { EXPERTISE_FALLBACK, EXPERTISE_LINK } from './copy.js';
import { useSite } from '../../lib/site.js';
import { Picture } from '../../ui/Picture.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { useRead } from '../../lib/reads.js';
import { queries } from '../../lib/queries.js';
import { GlobeArt } from './GlobeArt.js';
import styles from './ExpertiseBanner.module.css';

/**
 * The expertise banner (the second-section record, edited in admin). Until it loads,
 * and if there is none, the banner shows its own copy and illustration rather than a hole.
 */
export function ExpertiseBanner() {
  const { api } = useSite();
  const read = useRead(queries.secondSections(api));
  const record = read.kind === 'loaded' && Array.isArray(read.data.data) ? (read.data.data[0] ?? null) : null;

  const title = record?.title || EXPERTISE_FALLBACK.title;
  const para = record?.para || EXPERTISE_FALLBACK.para;
  return (
    <section className="section section--soft" aria-labelledby="expertise-title">
      <div className={`container ${styles.banner}`}>
        <div className={styles.media}>
          {record?.imgSrc ? (
            <Picture path={record.imgSrc} alt={record.imgAlt ?? ''} sizes="(max-width: 900px) 100vw, 560px" />
          ) : (
            <GlobeArt />
          )}
        </div>
        <div>
          <p className="eyebrow">Our expertise</p>
          <h2 id="expertise-title">{title}</h2>
          <p className={styles.para}>{para}</p>
          <ul className={styles.points}>
            <li>Clients on four continents</li>
            <li>Dedicated project manager</li>
            <li>Fixed quotes, no surprises</li>
          </ul>
          {/* To the overview of every service, inside the app (its code loaded ahead, as every site link's). */}
          <SiteLink to="/services" className={styles.link}>
            {EXPERTISE_LINK} <ArrowRight size={18} aria-hidden />
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
