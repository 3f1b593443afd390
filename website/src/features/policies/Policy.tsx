import { Fragment, type ReactNode } from 'react';
import { POLICIES, type PolicyBlock, type PolicyKind } from './policies.js';
import { useSite } from '../../lib/site.js';
import { PageHero } from '../../ui/PageHero.js';
import { usePublicPageMeta } from '../../lib/head.js';
import styles from './Policy.module.css';

const PATHS: Record<PolicyKind, string> = {
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  refund: '/refund-policy',
};

/** Policy text with the settings' company name put in and `{email}` as a mailto link. */
function useFill() {
  const { settings } = useSite();
  const company = settings?.companyName ?? 'our company';
  const email = settings?.email;
  return (text: string): ReactNode => {
    const parts = text.replaceAll('{company}', company).split('{email}');
    return parts.map((part, i) => (
      <Fragment key={i}>
        {part}
        {i < parts.length - 1 ? email ? <a href={`mailto:${email}`}>{email}</a> : 'the e-mail address in our footer' : null}
      </Fragment>
    ));
  };
}

function Block({ block, fill }: { block: PolicyBlock; fill: (t: string) => ReactNode }) {
  switch (block.kind) {
    case 'p':
      return <p>{fill(block.text)}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{fill(item)}</li>
          ))}
        </ul>
      );
    case 'links':
      return (
        <ul className={styles.links}>
          {block.items.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>{' '}
              — {link.note} <span className="visually-hidden">(opens in a new tab)</span>
            </li>
          ))}
        </ul>
      );
  }
}

const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Privacy policy, terms and conditions, refund policy: static texts with a table of contents. */
export function Policy({ kind }: { kind: PolicyKind }) {
  usePublicPageMeta(PATHS[kind]);
  const fill = useFill();
  const doc = POLICIES[kind];
  const introText = fill(doc.intro);
  return (
    <>
      <PageHero eyebrow="Legal" heading={doc.heading} intro="">
        <p className={styles.updated}>Last updated: {doc.updated}</p>
      </PageHero>
      <div className={`container section ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading">On this page</h2>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.heading}>
                <a href={`#${slugOf(s.heading)}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.body}>
          <p className="lead">{introText}</p>
          {doc.sections.map((s) => (
            <section key={s.heading} id={slugOf(s.heading)} aria-labelledby={`${slugOf(s.heading)}-h`}>
              <h2 id={`${slugOf(s.heading)}-h`}>{s.heading}</h2>
              {s.blocks.map((block, i) => (
                <Block key={i} block={block} fill={fill} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
