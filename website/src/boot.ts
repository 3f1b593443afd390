/**
 * The page's first and only up-front script. A page the server rendered paints from its HTML and
 * stylesheets alone, so the code that makes it interactive (the app and the page's own chunks,
 * listed by the server in #page-code) is fetched once the first screen is painted and loaded: on
 * a slow connection it never competes with what the visitor sees first, and links and forms work
 * as plain HTML meanwhile. The admin and any page the server did not render start at once.
 */
function pageCode(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById('page-code')?.textContent || '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/** Marked when the code is asked for: the browser tests check that nothing else was fetched before it. */
const CODE_REQUESTED_MARK = 'itsite:code-requested';

function start() {
  performance.mark(CODE_REQUESTED_MARK);
  for (const href of pageCode()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main.js');
}

/** A page whose first screen is slow to finish loading (a large image) is made interactive at the latest this long after its first paint. */
const MAX_WAIT_AFTER_PAINT_MS = 2000;

/**
 * Runs `run` once the first screen is done: the browser has reported the page's first paint, and
 * the page has loaded (its first screen's images are in; the others are lazy), or at the latest
 * MAX_WAIT_AFTER_PAINT_MS after that paint. Animation frames alone cannot say a paint happened
 * (a busy or headless browser runs them before it paints), and code fetched before the largest
 * image shows would share the connection with it.
 */
function afterFirstScreen(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  const painted = new Promise<void>((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length) return resolve();
    try {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the load event stands for the paint.
      resolve();
    }
  });
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(once, 0)));
  void painted.then(() => setTimeout(once, MAX_WAIT_AFTER_PAINT_MS));
}

if (document.getElementById('root')?.firstChild) afterFirstScreen(start);
else start();
