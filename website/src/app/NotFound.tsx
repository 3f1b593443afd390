import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteLink } from '../ui/SiteLink.js';
import { NOT_FOUND_PAGE } from '@itsite/shared/contract/pages';
import { useTitledPageMeta } from '../lib/head.js';
import styles from './NotFound.module.css';

/** The 404 page sends the visitor home after 5 seconds, unless they choose to stay. */
export const NOT_FOUND_REDIRECT_MS = 5000;

/** Where a lost visitor most likely meant to go. */
const WAYS_ON = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Our services' },
  { to: '/products', label: 'Products' },
  { to: '/contactUs', label: 'Contact us' },
] as const;

/**
 * The 404 page; the server already answered the request with status 404. It offers the likely
 * pages and a product search, and returns home after 5 seconds unless "Stay on this page" is
 * pressed (a time limit the visitor can turn off, WCAG 2.2.1). The search is a plain form: it
 * works before any script runs.
 */
export function NotFound() {
  const navigate = useNavigate();
  const [staying, setStaying] = useState(false);
  const searchId = useId();
  useTitledPageMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);

  useEffect(() => {
    if (staying) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, staying]);

  return (
    <section className={styles.wrap}>
      <div className="container">
        <h1 className={styles.code}>404</h1>
        <p className={styles.message}>Oops! The page you are looking for doesn&apos;t exist.</p>
        <p className={styles.redirect} role="status">
          {staying ? 'You are staying on this page.' : 'Redirecting to home in 5 seconds...'}
        </p>
        <div className={styles.actions}>
          <SiteLink to="/" className="btn">
            Go home
          </SiteLink>
          {!staying && (
            <button type="button" className={`btn ${styles.stay}`} onClick={() => setStaying(true)}>
              Stay on this page
            </button>
          )}
        </div>
        <nav aria-label="Pages you may be looking for" className={styles.ways}>
          <ul>
            {WAYS_ON.map((way) => (
              <li key={way.to}>
                <SiteLink to={way.to}>{way.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <form action="/products" method="get" role="search" className={styles.search} onFocus={() => setStaying(true)}>
          <label htmlFor={searchId}>Search our products</label>
          <input id={searchId} name="keyword" type="search" autoComplete="off" />
          <button type="submit" className="btn">
            Search
          </button>
        </form>
      </div>
    </section>
  );
}
