import { useSearchParams } from 'react-router-dom';
import { employmentTypeLabel } from '@itsite/shared/contract/content/openRoleOptions';
import { CV_MAX_BYTES } from '@itsite/shared/contract/careers';
import { DOCUMENT_KINDS, documentListPage, documentPage } from '@itsite/shared/contract/documents';
import { ArrowUpRight, BookOpen, Clock, Globe2, TrendingUp, type IconComponent } from '../../ui/icons.js';
import { useTitledPageMeta } from '../../lib/head.js';
import { queries } from '../../lib/queries.js';
import { useRead } from '../../lib/reads.js';
import { useSite } from '../../lib/site.js';
import { Illustration } from '../../ui/Illustration.js';
import { CtaBand, PageHero } from '../../ui/PageHero.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { Spinner } from '../../ui/Spinner.js';
import shared from '../../ui/content.module.css';
import { CAREERS_INTRO, PERKS } from './careers.js';
import styles from './Careers.module.css';

const LIST = documentListPage('openRole');
const PAGE = DOCUMENT_KINDS.openRole.page;
const PERK_ICONS: IconComponent[] = [BookOpen, Globe2, Clock, TrendingUp];

/** A role's facts as chips: its type (an internship stands out), team and location, and "Closed" when it takes no more applications. */
function RoleFacts({ role }: { role: { employmentType: string; team: string; location: string; hiring: string } }) {
  return (
    <ul className={styles.meta} aria-label="Details">
      <li className={role.employmentType === 'INTERN' ? styles.intern : undefined}>{employmentTypeLabel(role.employmentType)}</li>
      <li>{role.team}</li>
      <li>{role.location}</li>
      {role.hiring === 'closed' ? <li className={styles.closed}>Applications closed</li> : null}
    </ul>
  );
}

/** /careers: the company's open roles (content: Open roles in the back office), each linking to its page and application form. */
export function ListPage() {
  const { api } = useSite();
  const [search] = useSearchParams();
  const read = useRead(queries.documents(api, 'openRole', search));
  useTitledPageMeta(PAGE.title, PAGE.description);

  return (
    <>
      <PageHero
        eyebrow={CAREERS_INTRO.eyebrow}
        heading={CAREERS_INTRO.heading}
        intro={CAREERS_INTRO.intro}
        art={<Illustration kind="team" />}
        actions={
          <a className="btn" href="#openings">
            See Open Positions
          </a>
        }
      />
      <section className={`section ${styles.anchor}`} id="openings" aria-labelledby="openings-heading">
        <div className="container">
          <div className={shared.sectionHead}>
            <h2 id="openings-heading">{CAREERS_INTRO.openingsHeading}</h2>
          </div>
          <p className={styles.hint}>{CAREERS_INTRO.applyHint(CV_MAX_BYTES / 1024 / 1024)}</p>
          {read.kind === 'loading' ? (
            <div className={styles.empty}>
              <Spinner />
              <p role="status">Loading open positions...</p>
            </div>
          ) : read.kind === 'failed' ? (
            <p className={styles.empty} role="alert">
              Open positions could not be loaded. <SiteLink to={LIST}>Try again</SiteLink>
            </p>
          ) : read.data.data.length === 0 ? (
            <p className={styles.empty} role="status">
              No open positions right now. We are always glad to meet talented people: <SiteLink to="/contactUs">get in touch</SiteLink>.
            </p>
          ) : (
            <ul className={styles.openings}>
              {read.data.data.map((role) => (
                <li key={role._id}>
                  <article className={styles.job} aria-label={role.title}>
                    <h3>{role.title}</h3>
                    <RoleFacts role={role} />
                    <p>{role.summary}</p>
                    <SiteLink to={documentPage('openRole', role.slug)} className={`btn ${styles.apply}`}>
                      {role.hiring === 'closed' ? 'Read more' : 'View & Apply'}
                      <span className="visually-hidden"> for {role.title}</span>
                      <ArrowUpRight size={18} aria-hidden />
                    </SiteLink>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="perks">
        <div className="container">
          <div className={shared.sectionHead}>
            <h2 id="perks">Why Work With Us</h2>
          </div>
          <ul className={styles.perks}>
            {PERKS.map((perk, i) => {
              const Icon = PERK_ICONS[i] ?? BookOpen;
              return (
                <li key={perk.title} className={shared.tile}>
                  <span className={shared.tileIcon}>
                    <Icon size={24} aria-hidden />
                  </span>
                  <h3>{perk.title}</h3>
                  <p>{perk.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <CtaBand
        heading="Don’t see your role?"
        text="We are always glad to meet talented people. Tell us about yourself and the work you would like to do."
        action={
          <SiteLink to="/contactUs" className={`btn ${shared.ctaButton}`}>
            Get in Touch
          </SiteLink>
        }
      />
    </>
  );
}
