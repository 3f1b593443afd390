import { Navigate, useParams } from 'react-router-dom';
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES, optionLabel } from '@itsite/shared/contract/content/caseStudyOptions';
import { documentListPage, documentPage } from '@itsite/shared/contract/documents';
import { shareDescription, shareImageOf } from '@itsite/shared/contract/pages';
import { useTitledPageMeta } from '../../lib/head.js';
import { queries } from '../../lib/queries.js';
import { useRead } from '../../lib/reads.js';
import { useSite } from '../../lib/site.js';
import { CtaBand, PageHero } from '../../ui/PageHero.js';
import { Picture } from '../../ui/Picture.js';
import { RichText } from '../../ui/RichText.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { Spinner } from '../../ui/Spinner.js';
import styles from './CaseStudies.module.css';

const LIST = documentListPage('caseStudy');

/** /case-studies/:slug: one case study (an old slug or its id moves to its address now). */
export function DocumentPage() {
  const { slug = '' } = useParams();
  const { api } = useSite();
  const read = useRead(slug ? queries.document(api, 'caseStudy', slug) : null);
  const study = read.kind === 'loaded' ? read.data.data : null;
  useTitledPageMeta(study ? study.metaTitle || study.title : read.kind === 'failed' ? 'Case study not found' : undefined, study ? study.metaDescription || shareDescription(study.summary) : undefined, {
    image: study ? shareImageOf(study.shareImage, [study.cover, ...study.gallery]) : undefined,
    type: 'article',
  });

  if (study && study.slug !== slug) return <Navigate to={documentPage('caseStudy', study.slug)} replace />;
  if (read.kind === 'loading') {
    return (
      <div className={`container ${styles.empty}`}>
        <Spinner />
        <p role="status">Loading case study...</p>
      </div>
    );
  }
  if (!study) {
    return (
      <div className={`container ${styles.empty}`}>
        <h1>Case study not found.</h1>
        <SiteLink to={LIST} className="btn btn--ghost">
          All case studies
        </SiteLink>
      </div>
    );
  }

  return (
    <article>
      <PageHero eyebrow={`${study.client} · ${optionLabel(CASE_STUDY_INDUSTRIES, study.industry)}`} heading={study.title} intro={study.summary} />
      <div className="container">
        <figure className={styles.cover}>
          <Picture path={study.cover} alt={study.alt[study.cover] ?? ''} sizes="(max-width: 1200px) 100vw, 1200px" priority />
        </figure>
        <section aria-labelledby="results">
          <h2 id="results" className="visually-hidden">
            Results
          </h2>
          <dl className={styles.results}>
            {study.results.map((result, i) => (
              <div key={i}>
                <dt>{result.label}</dt>
                <dd>{result.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className={styles.story}>
          <section>
            <h2>The challenge</h2>
            <RichText html={study.challenge} />
          </section>
          <section>
            <h2>What we built</h2>
            <RichText html={study.solution} />
          </section>
        </div>
        {study.quote ? (
          <blockquote className={styles.quote}>
            <p>“{study.quote}”</p>
            {study.quoteBy ? <footer>{study.quoteBy}</footer> : null}
          </blockquote>
        ) : null}
        {study.gallery.length ? (
          <div className={styles.gallery}>
            {study.gallery.map((path) => (
              <Picture key={path} path={path} alt={study.alt[path] ?? ''} sizes="(max-width: 700px) 100vw, 400px" />
            ))}
          </div>
        ) : null}
        <div className={styles.meta}>
          <section>
            <h2>Services</h2>
            <ul className={styles.tags}>
              {study.services.map((service) => (
                <li key={service}>
                  <SiteLink to={`${LIST}?services=${service}`}>{optionLabel(CASE_STUDY_SERVICES, service)}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
          {study.technologies.length ? (
            <section>
              <h2>Technologies</h2>
              <ul className={styles.tags}>
                {study.technologies.map((tech) => (
                  <li key={tech}>{tech}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <CtaBand heading="Start a similar project" text="Tell us about your goals: a consultant replies within one business day." action={<SiteLink to="/contactUs" className="btn">Talk to us</SiteLink>} />
    </article>
  );
}
