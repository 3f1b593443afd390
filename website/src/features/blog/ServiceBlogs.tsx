import type { ComponentType } from 'react';
import { SiteLink } from '../../ui/SiteLink.js';
import { ArrowRight, CheckCircle2 } from '../../ui/icons.js';
import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { publicPaths } from '@itsite/shared/contract/preview';
import { queries } from '../../lib/queries.js';
import { useRead } from '../../lib/reads.js';
import { useSite } from '../../lib/site.js';
import { firstWords } from '../../lib/text.js';
import { BackOfficeArt, MarketingArt } from './art.js';
import { BlogVideo } from './BlogVideo.js';
import { useTitledPageMeta } from '../../lib/head.js';
import styles from './Blog.module.css';
import { Spinner } from '../../ui/Spinner.js';

type ServiceCategory = 'backOffice' | 'digitalMarketing';

interface ServiceCopy {
  path: string;
  eyebrow: string;
  heading: string;
  intro: string;
  points: readonly string[];
  listHeading: string;
  empty: string;
  cta: { heading: string; text: string };
  Art: ComponentType<{ className?: string }>;
}

const COPY: Record<ServiceCategory, ServiceCopy> = {
  backOffice: {
    path: '/backOfficeServices',
    eyebrow: 'Back office outsourcing',
    heading: 'Back Office Services',
    intro:
      'Data entry, order processing, bookkeeping, catalogue updates and customer support, handled by a trained team that works in your tools, follows your checklists and reports every day.',
    points: ['Dedicated team with a named team lead', 'Daily reports and agreed turnaround times', 'NDA-bound staff and access only to what the work needs'],
    listHeading: 'What our back-office team handles',
    empty: 'No blogs found for Back Office Services',
    cta: {
      heading: 'Tell us what slows your team down',
      text: 'Share your daily volumes and tools; we will propose a team, a turnaround time and a monthly price within one business day.',
    },
    Art: BackOfficeArt,
  },
  digitalMarketing: {
    path: '/digitalMarketingServices',
    eyebrow: 'Growth marketing',
    heading: 'Digital Marketing Services',
    intro:
      'SEO, social media, paid campaigns and content that turn attention into enquiries, with monthly reports you can read and numbers you can check against your own sales.',
    points: ['Strategy first: goals, audience and budget', '30 social creatives a month on our starter plan', 'Lead forms and WhatsApp chat wired to your team'],
    listHeading: 'How we grow your brand online',
    empty: 'No blogs found for Digital Marketing Services',
    cta: {
      heading: 'Want more enquiries from the right customers?',
      text: 'Share your goals and current spend; we will send a channel plan, first-quarter targets and a monthly budget within one business day.',
    },
    Art: MarketingArt,
  },
};

/**
 * The blogs of one category, alternating left and right, each with its looping muted
 * video and a Read More link: the category's newest page, as many as the server answers at once
 * (the server renders it with the page). A failed load leaves the list empty.
 */
export function ServiceBlogs({ category }: { category: ServiceCategory }) {
  const { api } = useSite();
  const read = useRead(queries.serviceBlogs(api, category));
  const copy = COPY[category];
  const meta = PUBLIC_PAGES[copy.path];
  useTitledPageMeta(meta?.title, meta?.description);
  const list = read.kind === 'loaded' ? read.data.data : read.kind === 'failed' ? [] : null;
  const { Art } = copy;

  return (
    <>
      <section className={styles.serviceHero}>
        <div className={`container ${styles.serviceHeroInner}`}>
          <div>
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1>{copy.heading}</h1>
            <p className="lead">{copy.intro}</p>
            <ul className={styles.points}>
              {copy.points.map((p) => (
                <li key={p}>
                  <CheckCircle2 size={20} aria-hidden />
                  {p}
                </li>
              ))}
            </ul>
            <SiteLink to="/contactUs" className="btn">
              Get a free consultation
              <ArrowRight size={18} aria-hidden />
            </SiteLink>
          </div>
          <Art className={styles.serviceArt} />
        </div>
      </section>

      <section className="section" aria-labelledby="service-blogs">
        <div className="container">
          <h2 id="service-blogs" className={styles.listHeading}>
            {copy.listHeading}
          </h2>
          {list === null ? <Spinner label="Loading articles" /> : null}
          {list && list.length === 0 ? <p className={styles.emptyText}>{copy.empty}</p> : null}
          {list && list.length > 0 ? (
            <ul className={styles.rows}>
              {list.map((blog, i) => (
                <li key={blog._id} className={`${styles.row} ${i % 2 === 1 ? styles.rowReverse : ''}`}>
                  <div className={styles.rowMedia}>
                    <BlogVideo src={blog.iconImage} poster={blog.iconPoster} label={`Animation: ${blog.title}`} className={styles.video} />
                  </div>
                  <div className={styles.rowText}>
                    <h3>{blog.title}</h3>
                    {blog.heading ? <p className={styles.rowHeading}>{blog.heading}</p> : null}
                    <p className={styles.rowDescription}>{firstWords(blog.description, 40)}</p>
                    <SiteLink to={publicPaths.blog(blog.slug)} className={styles.readMore}>
                      Read More<span className="visually-hidden"> about {blog.title}</span>
                      <ArrowRight size={18} aria-hidden />
                    </SiteLink>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className={styles.ctaBand}>
        <div className={`container ${styles.ctaInner}`}>
          <div>
            <h2>{copy.cta.heading}</h2>
            <p>{copy.cta.text}</p>
          </div>
          <SiteLink to="/contactUs" className={`btn ${styles.ctaButton}`}>
            Contact Us
          </SiteLink>
        </div>
      </section>
    </>
  );
}
