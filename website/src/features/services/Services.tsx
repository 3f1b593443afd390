import { Check } from '../../ui/icons.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { SERVICE_AREAS, SERVICES_INTRO, servicesIntroOf } from './services.js';
import { useCompanyFacts } from '../../lib/facts.js';
import { PROCESS_STEPS } from './serviceTypes.js';
import { Illustration } from '../../ui/Illustration.js';
import { CtaBand, PageHero, Steps } from '../../ui/PageHero.js';
import { usePublicPageMeta } from '../../lib/head.js';
import styles from '../../ui/content.module.css';

/** The six service areas, each linking to its own page. */
export function Services() {
  usePublicPageMeta('/services');
  const facts = useCompanyFacts();
  return (
    <>
      <PageHero
        eyebrow={SERVICES_INTRO.eyebrow}
        heading={SERVICES_INTRO.heading}
        intro={servicesIntroOf(facts)}
        art={<Illustration kind="rocket" />}
        actions={
          <SiteLink to="/contactUs" className="btn">
            Talk to an Expert
          </SiteLink>
        }
      />
      <section className="section" aria-labelledby="service-areas">
        <div className="container">
          <h2 id="service-areas" className={styles.sectionHead}>
            {SERVICES_INTRO.cardsHeading}
          </h2>
          <ul className={styles.cards}>
            {SERVICE_AREAS.map((area) => (
              <li key={area.to}>
                <article className={styles.serviceCard}>
                  <div className={styles.cardArt}>
                    <Illustration kind={area.illustration} label={`Illustration: ${area.title}`} />
                  </div>
                  <div className={styles.cardBody}>
                    <h3>{area.title}</h3>
                    <p>{area.description}</p>
                    <ul className={`${styles.points} ${styles.includes}`}>
                      {area.includes.map((item) => (
                        <li key={item}>
                          <Check size={18} aria-hidden />
                          {item}
                        </li>
                      ))}
                    </ul>
                    <SiteLink to={area.to} className={styles.more}>
                      Explore {area.title}
                    </SiteLink>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Steps heading="How We Work" steps={PROCESS_STEPS} />
      <CtaBand
        heading="Not sure which service you need?"
        text="Describe your goal in a few lines and we will recommend the right mix of services, with a clear estimate."
        action={
          <SiteLink to="/contactUs" className={`btn ${styles.ctaButton}`}>
            Book a Consultation
          </SiteLink>
        }
      />
    </>
  );
}
