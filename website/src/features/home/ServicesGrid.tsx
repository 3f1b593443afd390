import { SiteLink } from '../../ui/SiteLink.js';
import { BrainCircuit, Code2, Megaphone, Palette, Puzzle, Smartphone, type IconComponent } from '../../ui/icons.js';
import { SERVICES, SERVICES_HEADING, SERVICES_INTRO, type ServiceIcon } from './copy.js';
import { FadeIn } from '../../ui/FadeIn.js';
import { SectionHead } from './SectionHead.js';
import styles from './ServicesGrid.module.css';

const ICONS: Record<ServiceIcon, IconComponent> = {
  app: Smartphone,
  web: Code2,
  design: Palette,
  marketing: Megaphone,
  ai: BrainCircuit,
  software: Puzzle,
};

/** Six service cards that fade in as they scroll into view. */
export function ServicesGrid() {
  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionHead id="services-title" eyebrow="What we do" title={SERVICES_HEADING}>
          {SERVICES_INTRO}
        </SectionHead>
        <ul className={styles.grid}>
          {SERVICES.map((service, i) => {
            const Icon = ICONS[service.icon];
            return (
              <FadeIn as="li" key={service.title} className={styles.card} delayMs={(i % 3) * 120}>
                <span className={styles.icon}>
                  <Icon size={26} aria-hidden />
                </span>
                <h3 className={styles.title}>
                  {/* The link covers the whole card (see CSS), one tab stop per card. */}
                  <SiteLink to={service.to} className={styles.link}>
                    {service.title}
                  </SiteLink>
                </h3>
                <p className={styles.text}>{service.description}</p>
              </FadeIn>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
