import { Award, Clock, HeartHandshake, Layers, Lightbulb, ShieldCheck, Trophy, Users, type IconComponent } from '../../ui/icons.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { CountUp } from '../../ui/CountUp.js';
import { useCompanyFacts } from '../../lib/facts.js';
import {
  ABOUT_CTA,
  ABOUT_INTRO,
  ABOUT_STATS,
  CORE_VALUES,
  LEADERSHIP,
  TRUSTED_BY,
  WHY_CHOOSE_US,
  aboutHighlightsOf,
  aboutStatsOf,
  storyOf,
  type AboutIcon,
  type AboutPoint,
  type TeamMember,
} from './about.js';
import { Avatar } from './Avatar.js';
import { ClientLogo } from './ClientLogo.js';
import { CtaBand, PageHero } from '../../ui/PageHero.js';
import { usePublicPageMeta } from '../../lib/head.js';
import { useSite } from '../../lib/site.js';
import shared from '../../ui/content.module.css';
import rocket from './art/rocket.svg?no-inline';
import styles from './About.module.css';

const ICONS: Record<AboutIcon, IconComponent> = {
  award: Award,
  clock: Clock,
  layers: Layers,
  heart: HeartHandshake,
  lightbulb: Lightbulb,
  shield: ShieldCheck,
  users: Users,
  trophy: Trophy,
};

function PointTiles({ id, heading, intro, items, soft }: { id: string; heading: string; intro: string; items: AboutPoint[]; soft?: boolean }) {
  return (
    <section className={`section ${soft ? 'section--soft' : ''}`} aria-labelledby={id}>
      <div className="container">
        <div className={shared.sectionHead}>
          <h2 id={id}>{heading}</h2>
          <p>{intro}</p>
        </div>
        <ul className={shared.tiles}>
          {items.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <li key={item.title}>
                <article className={shared.tile}>
                  <span className={shared.tileIcon}>
                    <Icon size={24} aria-hidden />
                  </span>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Member({ member, founder, portrait }: { member: TeamMember; founder?: boolean; portrait?: string }) {
  return (
    <article className={`${styles.member} ${founder ? styles.founder : ''}`}>
      <Avatar name={member.name} initials={member.initials} colors={member.colors} size={founder ? 170 : 130} photo={portrait} />
      <div>
        <h3>{member.name}</h3>
        <p className={styles.role}>{member.title}</p>
        {member.bio.map((para) => (
          <p key={para.slice(0, 24)}>{para}</p>
        ))}
        {member.quote ? <blockquote className={styles.quote}>“{member.quote}”</blockquote> : null}
      </div>
    </article>
  );
}

/** About page: story, why choose us, values, counters, leadership (portraits from Settings), clients, contact. */
export function About() {
  usePublicPageMeta('/about');
  const { settings } = useSite();
  const facts = useCompanyFacts();
  const story = storyOf(facts);
  // An uploaded portrait (Settings); without one, the drawn initials.
  const portrait = (path: string | undefined) => path || undefined;
  return (
    <>
      <PageHero eyebrow={ABOUT_INTRO.eyebrow} heading={ABOUT_INTRO.heading} intro={ABOUT_INTRO.intro}>
        <ul className={shared.chips} aria-label="At a glance">
          {aboutHighlightsOf(facts).map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </PageHero>
      <section className="section" aria-labelledby="story">
        <div className={`container ${styles.story}`}>
          <div>
            <h2 id="story">{story.heading}</h2>
            {story.paragraphs.map((para) => (
              <p key={para.slice(0, 24)}>{para}</p>
            ))}
          </div>
          <div className={styles.storyArt}>
            {/* A file of its own (ui/illustrationFiles.test.tsx keeps it the drawing): fetched once, below the first screen. */}
            <img src={rocket} alt="A rocket taking off, for the company's growth" width={480} height={360} loading="lazy" decoding="async" />
          </div>
        </div>
      </section>
      <PointTiles id="why-choose-us" soft {...WHY_CHOOSE_US} />
      <section className={`section ${styles.statsBand}`} aria-labelledby="numbers">
        <div className="container">
          <h2 id="numbers">{ABOUT_STATS.heading}</h2>
          <ul className={styles.stats}>
            {aboutStatsOf(facts).map((s) => (
              <li key={s.label} className={styles.stat}>
                <span className={styles.statValue}>
                  <CountUp start={0} end={s.value} duration={2000} />
                </span>
                <span className={styles.statLabel}>{s.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <PointTiles id="core-values" {...CORE_VALUES} />
      <section className="section section--soft" aria-labelledby="leadership">
        <div className="container">
          <h2 id="leadership" className={shared.sectionHead}>
            {LEADERSHIP.heading}
          </h2>
          <div className={styles.team}>
            <Member member={LEADERSHIP.founder} founder portrait={portrait(settings?.founderPortrait)} />
            <Member member={LEADERSHIP.coFounder} portrait={portrait(settings?.coFounderPortrait)} />
          </div>
        </div>
      </section>
      <section className={`section ${styles.trusted}`} aria-labelledby="trusted-by">
        <div className="container">
          <h2 id="trusted-by">{TRUSTED_BY.heading}</h2>
          <ul className={styles.logos}>
            {TRUSTED_BY.clients.map((c) => (
              <li key={c.name}>
                <ClientLogo name={c.name} mark={c.mark} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        heading={ABOUT_CTA.heading}
        text={ABOUT_CTA.text}
        action={
          <SiteLink to="/contactUs" className={`btn ${shared.ctaButton}`}>
            {ABOUT_CTA.label}
          </SiteLink>
        }
      />
    </>
  );
}
