import { Navigate, useParams } from 'react-router-dom';
import { employmentTypeLabel, salaryText } from '@itsite/shared/contract/content/openRoleOptions';
import { documentListPage, documentPage } from '@itsite/shared/contract/documents';
import { shareDescription } from '@itsite/shared/contract/pages';
import { useTitledPageMeta } from '../../lib/head.js';
import { queries } from '../../lib/queries.js';
import { useRead } from '../../lib/reads.js';
import { useSite } from '../../lib/site.js';
import { PageHero } from '../../ui/PageHero.js';
import { RichText } from '../../ui/RichText.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { Spinner } from '../../ui/Spinner.js';
import { ApplicationForm } from './ApplicationForm.js';
import styles from './OpenRole.module.css';

const LIST = documentListPage('openRole');

/** A role's facts as a list of terms: type, location, team, and its salary when it states one. */
function RoleDetails({ role }: { role: { employmentType: string; team: string; location: string; salaryMin: number; salaryMax: number; salaryCurrency: string; salaryPeriod: string } }) {
  const salary = salaryText(role);
  const facts: Array<[string, string]> = [
    ['Employment type', employmentTypeLabel(role.employmentType)],
    ['Location', role.location],
    ['Team', role.team],
    ...(salary ? [['Salary', salary] as [string, string]] : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /careers/:slug: one open role, what it involves and its application form (an old slug or its id moves to its address now). */
export function DocumentPage() {
  const { slug = '' } = useParams();
  const { api } = useSite();
  const read = useRead(slug ? queries.document(api, 'openRole', slug) : null);
  const role = read.kind === 'loaded' ? read.data.data : null;
  useTitledPageMeta(role ? role.metaTitle || role.title : read.kind === 'failed' ? 'Role not found' : undefined, role ? role.metaDescription || shareDescription(role.summary) : undefined, {
    type: 'article',
  });

  if (role && role.slug !== slug) return <Navigate to={documentPage('openRole', role.slug)} replace />;
  if (read.kind === 'loading') {
    return (
      <div className={`container ${styles.empty}`}>
        <Spinner />
        <p role="status">Loading the role...</p>
      </div>
    );
  }
  if (!role) {
    return (
      <div className={`container ${styles.empty}`}>
        <h1>Role not found.</h1>
        <SiteLink to={LIST} className="btn btn--ghost">
          All open positions
        </SiteLink>
      </div>
    );
  }
  const open = role.hiring === 'open';

  return (
    <article>
      <PageHero
        eyebrow={`Careers · ${role.team}`}
        heading={role.title}
        intro={role.summary}
        actions={
          open ? (
            <a className="btn" href="#apply">
              Apply Now
            </a>
          ) : null
        }
      />
      <div className={`container ${styles.role}`}>
        <RichText html={role.description} />
        <RoleDetails role={role} />
      </div>
      <section id="apply" className={`container ${styles.applySection}`} aria-labelledby="apply-heading">
        <h2 id="apply-heading">Apply for this role</h2>
        {open ? (
          <ApplicationForm slug={role.slug} title={role.title} />
        ) : (
          <p role="status">
            Applications for this role are closed. <SiteLink to={LIST}>See the open positions</SiteLink> or <SiteLink to="/contactUs">get in touch</SiteLink>.
          </p>
        )}
      </section>
    </article>
  );
}
