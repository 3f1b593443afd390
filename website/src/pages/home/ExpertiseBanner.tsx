import { useEffect, useRef, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import type { SecondSectionDto } from '@itsite/shared/contract/types';
import { EXPERTISE_FALLBACK, EXPERTISE_LINK } from '../../content/home.js';
import { useSite } from '../../lib/site.js';
import { GlobeArt } from './GlobeArt.js';
import styles from './ExpertiseBanner.module.css';

/**
 * The expertise banner (DESIGN.md: the second-section record, edited in admin). Until it loads,
 * and if there is none, the banner shows its own copy and illustration rather than a hole.
 */
export function ExpertiseBanner() {
  const { api } = useSite();
  const [record, setRecord] = useState<SecondSectionDto | null>(null);
  // Fetched once per visit of the page; a new client object (same server) is no reason to refetch.
  const client = useRef(api);

  useEffect(() => {
    let live = true;
    client.current.secondSections.list().then(
      (r) => {
        if (live) setRecord(Array.isArray(r.data) ? (r.data[0] ?? null) : null);
      },
      (err: unknown) => console.error('second section', err),
    );
    return () => {
      live = false;
    };
  }, []);

  const title = record?.title || EXPERTISE_FALLBACK.title;
  const para = record?.para || EXPERTISE_FALLBACK.para;
  return (
    <section className="section section--soft" aria-labelledby="expertise-title">
      <div className={`container ${styles.banner}`}>
        <div className={styles.media}>
          {record?.imgSrc ? (
            <img src={api.mediaUrl(record.imgSrc)} alt="" width={560} height={420} loading="lazy" decoding="async" />
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
          {/* The banner's link goes to the home page itself, not to an anchor in it. */}
          <a href="/" className={styles.link}>
            {EXPERTISE_LINK} <ArrowRight size={18} aria-hidden />
          </a>
        </div>
      </div>
    </section>
  );
}
