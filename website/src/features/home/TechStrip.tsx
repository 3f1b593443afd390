import { BrandMark, Cloud, Headset } from '../../ui/icons.js';
import { TECH_HEADING, TECH_LOGOS, type TechName } from './copy.js';
import styles from './TechStrip.module.css';

/** Brand marks of the sprite (simple-icons); AWS is not in the package and "Back Office" is no brand. */
const BRANDS: Partial<Record<TechName, string>> = {
  React: 'react',
  Node: 'node',
  Android: 'android',
  Flutter: 'flutter',
  Next: 'next',
};

function Logo({ name }: { name: TechName }) {
  const brand = BRANDS[name];
  let icon;
  if (brand) icon = <BrandMark name={brand} size={30} />;
  else if (name === 'AWS') icon = <Cloud size={30} color="#ff9900" aria-hidden />;
  else icon = <Headset size={30} color="#2478e7" aria-hidden />;
  return (
    <li className={styles.logo}>
      {icon}
      <span>{name}</span>
    </li>
  );
}

/**
 * The list twice in one track that slides by half its width, so the loop is seamless.
 * The copy is hidden from assistive technology; hover and reduced motion stop the movement.
 */
export function TechStrip() {
  return (
    <section className={styles.strip} aria-labelledby="tech-title">
      <h2 id="tech-title" className={styles.heading}>
        {TECH_HEADING}
      </h2>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.list}>
            {TECH_LOGOS.map((name, i) => (
              <Logo key={i} name={name} />
            ))}
          </ul>
          <ul className={`${styles.list} ${styles.copy}`} aria-hidden="true">
            {TECH_LOGOS.map((name, i) => (
              <Logo key={i} name={name} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
