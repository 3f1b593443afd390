import type { IncomingMessage, ServerResponse } from 'node:http';

/** Seconds a visitor's browser (or a proxy) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * The page a visitor sees while the database cannot be reached (at start, or when it goes away):
 * plain HTML and inline styles, so it needs nothing the server cannot give then. The API keeps its
 * JSON errors.
 */
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #0f1b2d; background: linear-gradient(180deg, #eef4fd, #fff); }
  main { max-width: 34rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.8rem; margin: 0 0 0.75rem; }
  p { line-height: 1.6; color: #3b4a60; margin: 0 0 1rem; }
  a { display: inline-block; margin-top: 0.5rem; padding: 0.7rem 1.4rem; border-radius: 10px; background: #1f63c8; color: #fff; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #0f1b2d; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>We will be back in a moment</h1>
<p>The site is briefly unavailable while we get it going again. Nothing you sent before is lost.</p>
<p>Please try again in a few seconds.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;

const isApi = (url: string) => url.startsWith('/api/');

/** Whether a request would be answered with a page (a visitor's GET of anything but the API, the health checks or a file). */
export function wantsPage(method: string | undefined, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  return !isApi(path) && path !== '/healthz' && path !== '/readyz' && path !== '/metrics' && !/\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * Answers while the server is starting and the database is not reachable yet: `/healthz` says the
 * process is up, `/readyz` that it is not ready (503), pages get the styled page above and the API
 * its JSON error, both 503 with Retry-After.
 */
export function answerWhileStarting(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const path = url.split('?')[0];
  const json = (status: number, body: unknown) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(body));
  };
  if (path === '/healthz') return json(200, { status: 'ok' });
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  if (path === '/readyz') return json(503, { success: false, message: 'Starting: the database is not reachable yet', database: 'unavailable' });
  if (wantsPage(req.method, url)) {
    res.statusCode = 503;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : UNAVAILABLE_PAGE);
    return;
  }
  json(503, { success: false, message: 'Database unavailable, please try again shortly' });
}
