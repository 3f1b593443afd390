import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteLink } from '../ui/SiteLink.js';
import { NOT_FOUND_PAGE } from '@itsite/shared/contract/pages';
import { useTitledPageMeta } from '../lib/head.js';
import styles from './NotFound.module.css';

/** The 404 page sends the visitor home after 5 seconds. */
export const NOT_FOUND_REDIRECT_MS = 5000;

/** The 404 page; the server already answered the request with status 404. */
export function NotFound() {
  const navigate = useNavigate();
  useTitledPageMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);

  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className={styles.wrap}>
      <div className="container">
        <h1 className={styles.code}>404</h1>
        <p className={styles.message}>Oops! The page you are looking for doesn&apos;t exist.</p>
        <p className={styles.redirect} role="status">
          Redirecting to home in 5 seconds...
        </p>
        <SiteLink to="/" className="btn">
          Go home
        </SiteLink>
      </div>
    </section>
  );
}
