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

/** Runs `fn` once the provider's API is ready, polling every 500 ms; returns a cancel function. */
function whenReady(fn: (chat: Required<ChatApi>) => void): () => void {
  const timer = setInterval(() => {
    const chat = window.Tawk_API;
    if (chat?.showWidget && chat.hideWidget) {
      clearInterval(timer);
      fn(chat as Required<ChatApi>);
    }
  }, POLL_MS);
  return () => clearInterval(timer);
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
    let cancelPoll = () => {};
    const delay = setTimeout(() => {
      cancelPoll = whenReady((chat) => chat.showWidget());
    }, SHOW_DELAY_MS);
    return () => {
      clearTimeout(delay);
      cancelPoll();
      window.Tawk_API?.hideWidget?.();
    };
  }, [src]);
  return null;
}
