import type { ReactNode } from 'react';
import styles from './SectionHead.module.css';

/** The centred eyebrow, heading and intro that open each home section. */
export function SectionHead({ id, eyebrow, title, children, light = false }: { id: string; eyebrow?: string; title: string; children?: ReactNode; light?: boolean }) {
  return (
    <header className={`${styles.head} ${light ? styles.light : ''}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {children ? <p className={styles.intro}>{children}</p> : null}
    </header>
  );
}
