import { BadgeCheck, Boxes, HeartPulse, Image, Megaphone, Search, Star, Store, type IconComponent } from '../../ui/icons.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { AMAZON_INTRO, AMAZON_SERVICES, AMAZON_STEPS, type AmazonIcon } from './amazon.js';
import { Illustration } from '../../ui/Illustration.js';
import { CtaBand, PageHero, Steps } from '../../ui/PageHero.js';
import { usePublicPageMeta } from '../../lib/head.js';
import styles from '../../ui/content.module.css';

const ICONS: Record<AmazonIcon, IconComponent> = {
  store: Store,
  search: Search,
  image: Image,
  megaphone: Megaphone,
  badge: BadgeCheck,
  boxes: Boxes,
  star: Star,
  heartPulse: HeartPulse,
};

/** Static Amazon seller services page: Get Quote and eight service tiles. */
export function Amazon() {
  usePublicPageMeta('/amazonServices');
  return (
    <>
      <PageHero
        eyebrow={AMAZON_INTRO.eyebrow}
        heading={AMAZON_INTRO.heading}
        intro={AMAZON_INTRO.intro}
        art={<Illustration kind="package" />}
        actions={
          <SiteLink to="/contactUs" className="btn">
            {AMAZON_INTRO.quoteLabel}
          </SiteLink>
        }
      />
      <section className="section" aria-labelledby="amazon-services">
        <div className="container">
          <div className={styles.sectionHead}>
            <h2 id="amazon-services">{AMAZON_INTRO.tilesHeading}</h2>
            <p>{AMAZON_INTRO.tilesIntro}</p>
          </div>
          <ul className={styles.tiles}>
            {AMAZON_SERVICES.map((s) => {
              const Icon = ICONS[s.icon];
              return (
                <li key={s.title}>
                  <article className={styles.tile}>
                    <span className={styles.tileIcon}>
                      <Icon size={24} aria-hidden />
                    </span>
                    <h3>{s.title}</h3>
                    <p>{s.description}</p>
                  </article>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <Steps heading={AMAZON_STEPS.heading} steps={AMAZON_STEPS.steps} />
      <CtaBand
        heading="Ready to sell more on Amazon?"
        text="Start with a free account audit. We will show you where sales are being lost and how to win them back."
        action={
          <SiteLink to="/contactUs" className={`btn ${styles.ctaButton}`}>
            Request a Free Audit
          </SiteLink>
        }
      />
    </>
  );
}
