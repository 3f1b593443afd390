/**
 * The one place that may hold a move through the browser's history (Back, Forward) before the
 * router follows it. Plain code with no React import: the host (website/src/main.tsx, the desktop
 * console's renderer main.tsx) installs it before it mounts its router.
 *
 * Why the host: both routers (BrowserRouter, HashRouter) follow the history through a `popstate`
 * listener on window, and listeners on the event's own target run in the order they were added
 * (Chromium runs them so whatever their capture flag). Only a listener added before the router's
 * can stop the event before the router unmounts the screen it leaves; a form that wants to ask
 * first (useUnsavedChangesGuard) registers a hold here.
 */

/** Looks at a popstate; true when it took the event (the router then never sees it). */
export type HistoryHold = (event: PopStateEvent) => boolean;

const holds = new Set<HistoryHold>();
let installed = false;

/** Adds the gate's popstate listener; call it before the router is mounted. Idempotent. */
export function installHistoryGate(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    for (const hold of holds) {
      if (hold(event)) {
        event.stopImmediatePropagation();
        return;
      }
    }
  });
}

/** Registers a hold until the returned function is called. */
export function holdHistory(hold: HistoryHold): () => void {
  holds.add(hold);
  return () => {
    holds.delete(hold);
  };
}
