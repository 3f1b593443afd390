import { useEffect } from 'react';
import { useSite } from '../lib/site.js';

/**
 * Third-party live chat, only when the settings name a script (no outside request otherwise, and
 * not even our loader's code: ./chat.ts). Loaded once; shown on public pages after 1 s; hidden
 * when this layout unmounts (admin pages).
 */
export function ChatWidget() {
  const { settings } = useSite();
  const src = settings?.chatWidgetScriptUrl;
  useEffect(() => {
    if (!src) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./chat.js').then((chat) => {
      if (!gone) stop = chat.startChat(src);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [src]);
  return null;
}
