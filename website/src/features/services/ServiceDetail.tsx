import { useEffect } from 'react';
import { CheckCircle2 } from '../../ui/icons.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { serviceDetail } from './serviceDetails.js';
import { CTA_LABEL, GROUP_BASE, GROUP_LABEL, type ServiceGroup } from './serviceTypes.js';
import { Illustration } from '../../ui/Illustration.js';
import { CtaBand, PageHero } from '../../ui/PageHero.js';
import { documentListPage } from '@itsite/shared/contract/documents';
import type { CASE_STUDY_SERVICES } from '@itsite/shared/contract/content/caseStudyOptions';

/** The case studies of each service group's work (the list's `services` filter). */
const CASE_STUDY_SERVICE = { web: 'web-development', app: 'app-development', ai: 'ai-solutions' } as const satisfies Record<ServiceGroup, (typeof CASE_STUDY_SERVICES)[number]['value']>;
import { usePublicPageMeta } from '../../lib/head.js';
import styles from '../../ui/content.module.css';
import { NotFound } from '../../app/NotFound.js';

/**
 * One component for all 15 service detail pages (14 web/app + AI/ML): headline, intro, two
 * alternating image/text sections and a call to action, all from the content files.
 */
export function ServiceDetail({ group, slug }: { group: ServiceGroup; slug: string }) {
  const found = serviceDetail(group, slug);
  usePublicPageMeta(found?.path ?? '');
  // Detail pages open at the top, also when one detail page links to another.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [group, slug]);

  if (!found) return <NotFound />;
  const { content } = found;
  const cta = CTA_LABEL[group];
  const work = `${documentListPage('caseStudy')}?services=${CASE_STUDY_SERVICE[group]}`;
  const ctaLink = (extra = '') => (
    <SiteLink to="/contactUs" className={`btn ${extra}`}>
      {cta}
    </SiteLink>
  );

  return (
    <>
      <PageHero
        eyebrow={GROUP_LABEL[group]}
        heading={content.headline}
        intro={content.intro}
        art={<Illustration kind={content.illustration} />}
        actions={
          <>
            {ctaLink()}
            <SiteLink to={work} className="btn btn--ghost">
              See our case studies
            </SiteLink>
          </>
        }
        top={
          <nav aria-label="Breadcrumb" className={styles.crumbs}>
            <SiteLink to="/services">Services</SiteLink>
            {group !== 'ai' ? (
              <>
                <span aria-hidden> / </span>
                <SiteLink to={GROUP_BASE[group]}>{GROUP_LABEL[group]}</SiteLink>
              </>
            ) : null}
          </nav>
        }
      >
        <ul className={styles.chips} aria-label="Technologies and capabilities">
          {content.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </PageHero>
      {content.sections.map((section, i) => (
        <section key={section.heading} className={`section ${i % 2 === 1 ? 'section--soft' : ''}`}>
          <div className={`container ${styles.band} ${i % 2 === 1 ? styles.bandReverse : ''}`}>
            <div className={styles.bandArt}>
              <Illustration kind={section.illustration} label={section.imageAlt} />
            </div>
            <div className={styles.bandText}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((para) => (
                <p key={para.slice(0, 32)}>{para}</p>
              ))}
              <ul className={styles.points}>
                {section.points.map((point) => (
                  <li key={point}>
                    <CheckCircle2 size={20} aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}
      <CtaBand
        heading="Ready to start your project?"
        text="Tell us what you need. We reply within one business day with a plan, a timeline and a fixed quote."
        action={ctaLink(styles.ctaButton)}
      />
    </>
  );
}
