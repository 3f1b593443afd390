/**
 * The page's first and only up-front script. A page the server rendered paints from its HTML and
 * stylesheets alone, so the code that makes it interactive (the app and the page's own chunks,
 * listed by the server in #page-code) is fetched once that first paint is done: on a slow
 * connection it never competes with what the visitor sees first, and links and forms work as plain
 * HTML meanwhile. The admin and any page the server did not render start at once.
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

// Two frames: the first paint has been made by the time the second frame's callback runs.
if (document.getElementById('root')?.firstChild) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
else start();
