/**
 * The live-chat provider's loader (ChatWidget): fetched only when Settings name a chat script, so
 * the many sites without one never load it.
 */

/** The live-chat provider's browser API (tawk.to's shape; most providers offer the same two calls). */
interface ChatApi {
  showWidget?: () => void;
  hideWidget?: () => void;
}
declare global {
  interface Window {
    Tawk_API?: ChatApi;
  }
}

const SHOW_DELAY_MS = 1000;
const POLL_MS = 500;
let loading: string | undefined;

function loadOnce(src: string) {
  if (loading === src) return;
  loading = src;
  window.Tawk_API ??= {};
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.crossOrigin = 'anonymous';
  document.body.append(script);
}

function readyChat(): Required<ChatApi> | undefined {
  const chat = window.Tawk_API;
  return chat?.showWidget && chat.hideWidget ? (chat as Required<ChatApi>) : undefined;
}

/**
 * Shows the widget `delayMs` after mount, or as soon after that as the provider's API is ready.
 * Readiness is polled from the start, so a script that is ready by then shows exactly on time
 * (waiting for the delay and only then starting a 500 ms poll showed it about half a second late).
 * Returns a cancel function.
 */
function showWhenReady(delayMs: number): () => void {
  let due = false;
  let ready: Required<ChatApi> | undefined;
  let shown = false;
  const tryShow = () => {
    ready ??= readyChat();
    if (shown || !due || !ready) return;
    shown = true;
    clearInterval(poll);
    ready.showWidget();
  };
  const poll = setInterval(tryShow, POLL_MS);
  const delay = setTimeout(() => {
    due = true;
    tryShow();
  }, delayMs);
  return () => {
    clearTimeout(delay);
    clearInterval(poll);
  };
}

/** Loads the provider's script (once) and shows its widget after SHOW_DELAY_MS; answers a stop that cancels and hides it. */
export function startChat(src: string): () => void {
  loadOnce(src);
  const cancel = showWhenReady(SHOW_DELAY_MS);
  return () => {
    cancel();
    window.Tawk_API?.hideWidget?.();
  };
}
