import { useEffect } from 'react';

/**
 * Marks the document once the app has taken the page over (`<html data-hydrated>`): from then on a
 * click is the app's. Called from inside the page's own content, so on a server-rendered page it
 * fires only when the content itself (not just the shell around it) is hydrated. Browser tests
 * wait for it (website/e2e/test.ts); it is the same in the server's tree and the browser's.
 */
export function useMarkInteractive(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
