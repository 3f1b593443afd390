import { Cloud, Headset } from '../../ui/icons.js';
import { siAndroid, siFlutter, siNextdotjs, siNodedotjs, siReact, type SimpleIcon } from 'simple-icons';
import { TECH_HEADING, TECH_LOGOS, type TechName } from './copy.js';
import styles from './TechStrip.module.css';

/** Brand marks from simple-icons; AWS is not in the package and "Back Office" is no brand. */
const BRANDS: Partial<Record<TechName, SimpleIcon>> = {
  React: siReact,
  Node: siNodedotjs,
  Android: siAndroid,
  Flutter: siFlutter,
  Next: siNextdotjs,
};

function Logo({ name }: { name: TechName }) {
  const brand = BRANDS[name];
  let icon;
  if (brand)
    icon = (
      <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
        <path d={brand.path} fill={`#${brand.hex}`} />
      </svg>
    );
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
