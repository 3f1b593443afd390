import styles from './NotFound.module.css';

/**
 * What shows when a page fails while it renders in the browser: a way on, instead of a blank
 * page or the router's developer message. Both ways on load a page afresh: a new start of the app.
 */
export function PageError() {
  return (
    <section className={styles.wrap} role="alert">
      <div className="container">
        <h1 className={styles.message}>Sorry, this page could not be shown.</h1>
        <p className={styles.redirect}>Something went wrong on our side. Loading it again usually helps.</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Load it again
        </button>{' '}
        <a href="/" className="btn">
          Go home
        </a>
      </div>
    </section>
  );
}
