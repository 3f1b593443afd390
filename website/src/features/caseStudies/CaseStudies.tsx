import { useSearchParams } from 'react-router-dom';
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES, optionLabel } from '@itsite/shared/contract/content/caseStudyOptions';
import { DOCUMENT_KINDS, documentListPage, documentPage } from '@itsite/shared/contract/documents';
import { useTitledPageMeta } from '../../lib/head.js';
import { queries } from '../../lib/queries.js';
import { useRead } from '../../lib/reads.js';
import { useSite } from '../../lib/site.js';
import { PageHero, CtaBand } from '../../ui/PageHero.js';
import { Picture } from '../../ui/Picture.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { Spinner } from '../../ui/Spinner.js';
import { Pagination } from '../../ui/Pagination.js';
import styles from './CaseStudies.module.css';

const LIST = documentListPage('caseStudy');
const PAGE = DOCUMENT_KINDS.caseStudy.page;

/** The list's address with `changes` (a filter set or cleared goes back to page 1). */
function hrefWith(search: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(search);
  next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const query = next.toString();
  return query ? `${LIST}?${query}` : LIST;
}

function FilterRow({ label, name, options, search }: { label: string; name: string; options: ReadonlyArray<{ value: string; label: string }>; search: URLSearchParams }) {
  const chosen = search.get(name) ?? '';
  return (
    <ul className={styles.filterRow} aria-label={label}>
      <li className={styles.filterLabel} aria-hidden>
        {label}:
      </li>
      {[{ value: '', label: 'All' }, ...options].map((option) => (
        <li key={option.value}>
          <SiteLink to={hrefWith(search, { [name]: option.value })} className={styles.chip} aria-current={option.value === chosen ? 'true' : undefined}>
            {option.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** /case-studies: published case studies, newest first, filtered by industry and service (links, so they work without JavaScript). */
export function ListPage() {
  const { api } = useSite();
  const [search] = useSearchParams();
  const read = useRead(queries.documents(api, 'caseStudy', search));
  useTitledPageMeta(PAGE.title, PAGE.description);
  const page = Number(search.get('page')) || 1;

  return (
    <>
      <PageHero eyebrow="Our work" heading={PAGE.title} intro={PAGE.description} />
      <div className="container">
        <nav className={styles.filters} aria-label="Filter case studies">
          <FilterRow label="Industry" name="industry" options={CASE_STUDY_INDUSTRIES} search={search} />
          <FilterRow label="Service" name="services" options={CASE_STUDY_SERVICES} search={search} />
        </nav>
        {read.kind === 'loading' ? (
          <div className={styles.empty}>
            <Spinner />
            <p role="status">Loading case studies...</p>
          </div>
        ) : read.kind === 'failed' ? (
          <p className={styles.empty} role="alert">
            Case studies could not be loaded. <SiteLink to={LIST}>Show all case studies</SiteLink>
          </p>
        ) : read.data.data.length === 0 ? (
          <p className={styles.empty} role="status">
            No case studies match these filters yet. <SiteLink to={LIST}>Show all case studies</SiteLink>
          </p>
        ) : (
          <>
            <p className="visually-hidden" role="status">
              {read.data.total === 1 ? '1 case study' : `${read.data.total} case studies`}
            </p>
            <ul className={styles.grid}>
              {read.data.data.map((study, i) => (
                <li key={study._id}>
                  <article className={styles.card}>
                    <Picture path={study.cover} alt={study.alt[study.cover] ?? ''} sizes="(max-width: 700px) 100vw, 400px" priority={i < 2} />
                    <div className={styles.cardBody}>
                      <p className={styles.client}>
                        {study.client} · {optionLabel(CASE_STUDY_INDUSTRIES, study.industry)}
                      </p>
                      <h2>
                        <SiteLink to={documentPage('caseStudy', study.slug)}>{study.title}</SiteLink>
                      </h2>
                      <p className={styles.summary}>{study.summary}</p>
                      {study.results[0] ? (
                        <p className={styles.figure}>
                          <strong>{study.results[0].value}</strong>
                          {study.results[0].label}
                        </p>
                      ) : null}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={read.data.pages} hrefFor={(p) => hrefWith(search, { page: p > 1 ? String(p) : undefined })} />
          </>
        )}
      </div>
      <CtaBand heading="Have a project like these?" text="Tell us what you need: a consultant replies within one business day." action={<SiteLink to="/contactUs" className="btn">Talk to us</SiteLink>} />
    </>
  );
}
