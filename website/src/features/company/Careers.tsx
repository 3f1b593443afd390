import { ArrowUpRight, BookOpen, Clock, Globe2, TrendingUp, type IconComponent } from '../../ui/icons.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { applyUrl, CAREERS_INTRO, OPENINGS, PERKS, type CareerOpening } from './careers.js';
import { useSite } from '../../lib/site.js';
import { Illustration } from '../../ui/Illustration.js';
import { CtaBand, PageHero } from '../../ui/PageHero.js';
import { usePublicPageMeta } from '../../lib/head.js';
import shared from '../../ui/content.module.css';
import styles from './Careers.module.css';

const PERK_ICONS: IconComponent[] = [BookOpen, Globe2, Clock, TrendingUp];

/**
 * Apply Now opens a WhatsApp chat in a new tab with the position filled in. Until the settings
 * (which hold the number) arrive, the button is shown but inert, so the grid does not jump.
 */
function ApplyLink({ opening, whatsappNumber }: { opening: CareerOpening; whatsappNumber: string | undefined }) {
  const label = (
    <>
      Apply Now<span className="visually-hidden"> for {opening.title}</span>
      <ArrowUpRight size={18} aria-hidden />
    </>
  );
  if (!whatsappNumber) {
    return (
      <a className={`btn ${styles.apply} ${styles.applyPending}`} aria-disabled="true">
        {label}
      </a>
    );
  }
  return (
    <a className={`btn ${styles.apply}`} href={applyUrl(whatsappNumber, opening.title)} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
    </a>
  );
}

/** Careers: the "Join Our Team" grid of 16 openings. */
export function Careers() {
  usePublicPageMeta('/careers');
  const { settings } = useSite();
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
          <p className={styles.hint}>{CAREERS_INTRO.applyHint}</p>
          <ul className={styles.openings}>
            {OPENINGS.map((opening) => (
              <li key={opening.title}>
                <article className={styles.job} aria-label={opening.title}>
                  <h3>{opening.title}</h3>
                  <ul className={styles.meta} aria-label="Details">
                    <li className={opening.type === 'Internship' ? styles.intern : undefined}>{opening.type}</li>
                    <li>{opening.experience}</li>
                  </ul>
                  <p>{opening.description}</p>
                  <ApplyLink opening={opening} whatsappNumber={settings?.whatsappNumber} />
                </article>
              </li>
            ))}
          </ul>
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
