import { APP_DETAIL_SLUGS, PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { Link } from 'react-router-dom';
import { APP_INTRO, APP_SERVICES } from '../content/appServices.js';
import { PROCESS_STEPS } from '../content/serviceTypes.js';
import { Illustration } from './content/Illustration.js';
import { CtaBand, PageHero, Steps } from './content/PageHero.js';
import { ServiceCard } from './content/ServiceCard.js';
import { usePublicPageMeta } from './content/usePublicPageMeta.js';
import styles from './content/content.module.css';

/** Listing of the nine app development services (spec §2.5). */
export function AppDevelopment() {
  usePublicPageMeta('/appdevelopment');
  return (
    <>
      <PageHero
        eyebrow={APP_INTRO.eyebrow}
        heading={APP_INTRO.heading}
        intro={APP_INTRO.intro}
        art={<Illustration kind="crossPlatform" />}
        actions={
          <Link to="/contactUs" className="btn">
            Book a Consultation
          </Link>
        }
      />
      <section className="section" aria-labelledby="app-services">
        <div className="container">
          <div className={styles.sectionHead}>
            <h2 id="app-services">{APP_INTRO.cardsHeading}</h2>
            <p>{APP_INTRO.cardsIntro}</p>
          </div>
          <ul className={styles.cards}>
            {APP_DETAIL_SLUGS.map((slug) => {
              const path = `/appdevelopment/${slug}`;
              const content = APP_SERVICES[slug];
              return (
                <li key={slug}>
                  <ServiceCard title={PUBLIC_PAGES[path]?.title ?? content.headline} description={content.summary} to={path} illustration={content.illustration} />
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <Steps heading="From Idea to App Store" steps={PROCESS_STEPS} />
      <CtaBand
        heading="Have an app idea?"
        text="Tell us what your app should do. We will suggest the right platform and send a free, itemised quote."
        action={
          <Link to="/contactUs" className={`btn ${styles.ctaButton}`}>
            FREE QUOTE ON APP DEVELOPMENT
          </Link>
        }
      />
    </>
  );
}
