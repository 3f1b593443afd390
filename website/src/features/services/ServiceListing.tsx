import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { SiteLink } from '../../ui/SiteLink.js';
import type { IllustrationKind } from '../../ui/illustrationKinds.js';
import { PROCESS_STEPS, type ServiceDetailContent } from './serviceTypes.js';
import { Illustration } from '../../ui/Illustration.js';
import { CtaBand, PageHero, Steps } from '../../ui/PageHero.js';
import { ServiceCard } from './ServiceCard.js';
import { usePublicPageMeta } from '../../lib/head.js';
import styles from '../../ui/content.module.css';

interface Props<S extends string> {
  /** The listing's own path, e.g. /webdevelopment; detail pages live below it. */
  base: string;
  intro: { eyebrow: string; heading: string; intro: string; cardsHeading: string; cardsIntro: string };
  art: IllustrationKind;
  slugs: readonly S[];
  services: Record<S, ServiceDetailContent>;
  stepsHeading: string;
  cta: { heading: string; text: string; label: string };
}

/** A listing of service cards (web and app development), each linking to its detail page. */
export function ServiceListing<S extends string>({ base, intro, art, slugs, services, stepsHeading, cta }: Props<S>) {
  usePublicPageMeta(base);
  const listId = `${base.slice(1)}-services`;
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        intro={intro.intro}
        art={<Illustration kind={art} />}
        actions={
          <SiteLink to="/contactUs" className="btn">
            Book a Consultation
          </SiteLink>
        }
      />
      <section className="section" aria-labelledby={listId}>
        <div className="container">
          <div className={styles.sectionHead}>
            <h2 id={listId}>{intro.cardsHeading}</h2>
            <p>{intro.cardsIntro}</p>
          </div>
          <ul className={styles.cards}>
            {slugs.map((slug) => {
              const path = `${base}/${slug}`;
              const content = services[slug];
              return (
                <li key={slug}>
                  <ServiceCard title={PUBLIC_PAGES[path]?.title ?? content.headline} description={content.summary} to={path} illustration={content.illustration} />
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <Steps heading={stepsHeading} steps={PROCESS_STEPS} />
      <CtaBand
        heading={cta.heading}
        text={cta.text}
        action={
          <SiteLink to="/contactUs" className={`btn ${styles.ctaButton}`}>
            {cta.label}
          </SiteLink>
        }
      />
    </>
  );
}
