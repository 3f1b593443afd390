import { useSite } from '../../lib/site.js';
import { Picture } from '../../ui/Picture.js';
import { useRead } from '../../lib/reads.js';
import { queries } from '../../lib/queries.js';
import { Navigate, useParams } from 'react-router-dom';
import { SiteLink } from '../../ui/SiteLink.js';
import { publicPaths } from '@itsite/shared/contract/preview';
import { ArrowRight, CalendarDays, UserRound } from '../../ui/icons.js';
import { shareDescription, shareImageOf } from '@itsite/shared/contract/pages';
import type { BlogDto } from '@itsite/shared/contract/types';
import { BackOfficeArt, MarketingArt, SupportDeskArt } from './art.js';
import { BLOG_CATEGORY_LABELS } from '@itsite/shared/contract/blogCategories';
import type { ReactNode } from 'react';
import { useTitledPageMeta } from '../../lib/head.js';
import { paragraphs } from '../../lib/paragraphs.js';
import { RichText } from '../../ui/RichText.js';
import styles from './Blog.module.css';
import { Spinner } from '../../ui/Spinner.js';
import { longDateIST } from '@itsite/shared/contract/dates';

/** Loading, then loaded, or not found (error logged, not-found message shown). */
type BlogState = { kind: 'loading' } | { kind: 'loaded'; blog: BlogDto } | { kind: 'notFound' };

/** The offer beside a post: the service its category is about (an SEO post sells marketing, not back office). */
const BANNERS: Record<BlogDto['category'], { heading: string; text: string; Art: (props: { className?: string }) => ReactNode }> = {
  backOffice: {
    heading: 'Reliable back office support, so your team can focus on growth',
    text: 'Data entry, order processing, accounts and customer support handled by trained specialists, with daily reporting and turnaround times you agree up front.',
    Art: BackOfficeArt,
  },
  digitalMarketing: {
    heading: 'Marketing that brings enquiries, not just likes',
    text: 'Search, social and ads planned around your goals and budget, with a monthly report that says what each rupee brought in.',
    Art: MarketingArt,
  },
  others: {
    heading: 'Have a project in mind? Talk to the team that builds it',
    text: 'Websites, apps, AI and back-office support from one team: a consultant replies within one business day with a plan, a timeline and a fixed quote.',
    Art: SupportDeskArt,
  },
};


export function BlogDetail() {
  const { slug = '' } = useParams();
  const { api } = useSite();
  // A blog whose data was read ahead (its link was pointed at, or the server rendered it) shows at once.
  // A failed load shows "Blog not found."
  const read = useRead(slug ? queries.blog(api, slug) : null);
  const state: BlogState = read.kind === 'loaded' ? { kind: 'loaded', blog: read.data.data } : read.kind === 'failed' ? { kind: 'notFound' } : { kind: 'loading' };

  const blog = state.kind === 'loaded' ? state.blog : null;
  // Page title from the blog's meta title, else its title; description its meta description, else its first 150 characters.
  useTitledPageMeta(
    blog ? blog.metaTitle || blog.title : state.kind === 'notFound' ? 'Blog not found' : undefined,
    blog ? blog.metaDescription || shareDescription(blog.description) : undefined,
    { image: blog ? shareImageOf(blog.shareImage, blog.content.map((s) => s.image)) : undefined, type: 'article' },
  );

  // An old address (a slug it had, its id) moves to the blog's address now.
  if (blog && blog.slug !== slug) return <Navigate to={publicPaths.blog(blog.slug)} replace />;
  if (state.kind === 'loading') {
    return (
      <div className={`container ${styles.state}`}>
        <Spinner />
        <p role="status">Loading blog...</p>
      </div>
    );
  }
  if (state.kind === 'notFound' || !blog) {
    return (
      <div className={`container ${styles.state}`}>
        <h1 className={styles.notFound}>Blog not found.</h1>
        <SiteLink to="/" className="btn btn--ghost">
          Back to home
        </SiteLink>
      </div>
    );
  }

  // The day it went public (a scheduled post's, not the day it was written).
  const published = blog.publishAt ?? blog.createdAt;
  const date = longDateIST(published);
  const banner = BANNERS[blog.category];
  return (
    <article>
      <header className={styles.blogHero}>
        <div className="container">
          <p className="eyebrow">{BLOG_CATEGORY_LABELS[blog.category]}</p>
          <h1 className={styles.blogTitle}>{blog.title}</h1>
          {blog.heading ? <p className={styles.blogHeading}>{blog.heading}</p> : null}
          <p className={styles.byline}>
            {blog.author ? (
              <span>
                <UserRound size={16} aria-hidden />
                {blog.author}
              </span>
            ) : null}
            {date ? (
              <span>
                <CalendarDays size={16} aria-hidden />
                <time dateTime={published}>{date}</time>
              </span>
            ) : null}
          </p>
          <div className={styles.intro}>
            {paragraphs(blog.description).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </div>
      </header>

      <aside className="container" aria-label="Get a quote">
        <div className={styles.banner} data-category={blog.category}>
          <div className={styles.bannerText}>
            <h2>{banner.heading}</h2>
            <p>{banner.text}</p>
            <SiteLink to="/contactUs" className={`btn ${styles.ctaButton}`}>
              Get Quote
              <ArrowRight size={18} aria-hidden />
            </SiteLink>
          </div>
          <banner.Art className={styles.bannerArt} />
        </div>
      </aside>

      <div className={`container ${styles.sections}`}>
        {blog.content.map((section, i) => (
          // Image left on even sections, right on odd ones (stacked on small screens); a section without one is its words alone.
          <section key={i} className={`${styles.contentRow} ${!section.image ? styles.textOnly : i % 2 === 1 ? styles.rowReverse : ''}`} data-side={!section.image ? 'text' : i % 2 === 0 ? 'image-left' : 'image-right'}>
            {section.image ? (
              <div className={styles.contentImage}>
                <Picture path={section.image} alt={section.imageAlt ?? ''} sizes="(max-width: 900px) 100vw, 560px" priority={i === 0} />
              </div>
            ) : null}
            <div className={styles.contentText}>
              <h2>{section.heading}</h2>
              <RichText html={section.description} />
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
