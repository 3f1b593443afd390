import { Award, FlaskConical, Globe2, Headset, ServerCog, Users, type IconComponent } from '../../ui/icons.js';
import { useCompanyFacts } from '../../lib/facts.js';
import { EXCLUSIVE_HEADING, EXCLUSIVE_INTRO, exclusiveServicesOf, type ExclusiveIcon } from './copy.js';
import { FadeIn } from '../../ui/FadeIn.js';
import { SectionHead } from './SectionHead.js';
import styles from './ExclusiveServices.module.css';

const ICONS: Record<ExclusiveIcon, IconComponent> = {
  industry: Globe2,
  support: Headset,
  innovation: Award,
  leadership: Users,
  research: FlaskConical,
  expertise: ServerCog,
};

/** The six "Exclusive Services" with the company's claims. */
export function ExclusiveServices() {
  const cards = exclusiveServicesOf(useCompanyFacts());
  return (
    <section className="section" aria-labelledby="exclusive-title">
      <div className="container">
        <SectionHead id="exclusive-title" eyebrow="Why clients stay" title={EXCLUSIVE_HEADING}>
          {EXCLUSIVE_INTRO}
        </SectionHead>
        <ul className={styles.grid}>
          {cards.map((item, i) => {
            const Icon = ICONS[item.icon];
            return (
              <FadeIn as="li" key={item.title} className={styles.item} delayMs={(i % 3) * 120}>
                <span className={styles.num} aria-hidden>
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span className={styles.icon}>
                  <Icon size={24} aria-hidden />
                </span>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.text}>{item.description}</p>
              </FadeIn>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
