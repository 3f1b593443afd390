import { ChevronLeft, ChevronRight } from './icons.js';
import { SiteLink } from './SiteLink.js';
import { pageWindow } from './pageWindow.js';
import styles from './Pagination.module.css';

/** Page links that keep the other query parameters (keyword, category); crawlable and bookmarkable. */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {page > 1 ? (
        <SiteLink to={hrefFor(page - 1)} className={styles.pageLink} rel="prev">
          <ChevronLeft size={18} aria-hidden />
          Previous
        </SiteLink>
      ) : (
        <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-disabled="true">
          <ChevronLeft size={18} aria-hidden />
          Previous
        </span>
      )}
      <ul className={styles.pageList}>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={p}>
              <SiteLink to={hrefFor(p)} className={`${styles.pageNumber} ${p === page ? styles.pageCurrent : ''}`} aria-current={p === page ? 'page' : undefined}>
                <span className="visually-hidden">Page </span>
                {p}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <SiteLink to={hrefFor(page + 1)} className={styles.pageLink} rel="next">
          Next
          <ChevronRight size={18} aria-hidden />
        </SiteLink>
      ) : (
        <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-disabled="true">
          Next
          <ChevronRight size={18} aria-hidden />
        </span>
      )}
    </nav>
  );
}
