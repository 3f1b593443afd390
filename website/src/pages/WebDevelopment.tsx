import { PUBLIC_PAGES, WEB_DETAIL_SLUGS } from '@itsite/shared/contract/pages';
import { Link } from 'react-router-dom';
import { PROCESS_STEPS } from '../content/serviceTypes.js';
import { WEB_INTRO, WEB_SERVICES } from '../content/webServices.js';
import { Illustration } from './content/Illustration.js';
import { CtaBand, PageHero, Steps } from './content/PageHero.js';
import { ServiceCard } from './content/ServiceCard.js';
import { usePublicPageMeta } from './content/usePublicPageMeta.js';
import styles from './content/content.module.css';

/** Listing of the five web development services (spec §2.5). */
export function WebDevelopment() {
  usePublicPageMeta('/webdevelopment');
  return (
    <>
      <PageHero
        eyebrow={WEB_INTRO.eyebrow}
        heading={WEB_INTRO.heading}
        intro={WEB_INTRO.intro}
        art={<Illustration kind="code" />}
        actions={
          <Link to="/contactUs" className="btn">
            Book a Consultation
          </Link>
        }
      />
      <section className="section" aria-labelledby="web-services">
        <div className="container">
          <div className={styles.sectionHead}>
            <h2 id="web-services">{WEB_INTRO.cardsHeading}</h2>
            <p>{WEB_INTRO.cardsIntro}</p>
          </div>
          <ul className={styles.cards}>
            {WEB_DETAIL_SLUGS.map((slug) => {
              const path = `/webdevelopment/${slug}`;
              const content = WEB_SERVICES[slug];
              return (
                <li key={slug}>
                  <ServiceCard title={PUBLIC_PAGES[path]?.title ?? content.headline} description={content.summary} to={path} illustration={content.illustration} />
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <Steps heading="How We Deliver Web Projects" steps={PROCESS_STEPS} />
      <CtaBand
        heading="Planning a new website or web app?"
        text="Share your idea and we will reply within one business day with questions, a plan and an honest estimate."
        action={
          <Link to="/contactUs" className={`btn ${styles.ctaButton}`}>
            Get a Free Estimate
          </Link>
        }
      />
    </>
  );
}
