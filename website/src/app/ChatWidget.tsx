import { useEffect } from 'react';
import { useSite } from '../lib/site.js';

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

/**
 * Third-party live chat, only when the settings name a script (no outside request otherwise).
 * Loaded once; shown on public pages after 1 s; hidden when this layout unmounts (admin pages).
 */
export function ChatWidget() {
  const { settings } = useSite();
  const src = settings?.chatWidgetScriptUrl;
  useEffect(() => {
    if (!src) return;
    loadOnce(src);
    const cancel = showWhenReady(SHOW_DELAY_MS);
    return () => {
      cancel();
      window.Tawk_API?.hideWidget?.();
    };
  }, [src]);
  return null;
}
