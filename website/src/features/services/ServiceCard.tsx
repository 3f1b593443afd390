import { ArrowRight } from '../../ui/icons.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { Illustration, type IllustrationKind } from '../../ui/Illustration.js';
import styles from '../../ui/content.module.css';

/** A card of a listing page: illustration, title, description and a Read More link. */
export function ServiceCard({ title, description, to, illustration, linkLabel = 'Read More' }: { title: string; description: string; to: string; illustration: IllustrationKind; linkLabel?: string }) {
  return (
    <article className={styles.serviceCard}>
      <div className={styles.cardArt}>
        <Illustration kind={illustration} label={`Illustration: ${title}`} />
      </div>
      <div className={styles.cardBody}>
        <h3>{title}</h3>
        <p>{description}</p>
        <SiteLink to={to} className={styles.more}>
          {linkLabel}
          <span className="visually-hidden"> about {title}</span>
          <ArrowRight size={18} aria-hidden />
        </SiteLink>
      </div>
    </article>
  );
}
