import { createContext, useContext } from 'react';
import type { PreviewInfo } from '@itsite/shared/contract/preview';

/**
 * A signed-in admin's preview of the public site (shared/docs/admin.md#view-site): null for every
 * visitor. The server decides (it verifies the session) and says so in the page it serves, in
 * `#preview`; the app keeps it for the life of the page, so in-app navigation stays in preview.
 */
export const PreviewContext = createContext<PreviewInfo | null>(null);

export const usePreview = (): PreviewInfo | null => useContext(PreviewContext);

/** The preview the server embedded in this page, if any. */
export function embeddedPreview(): PreviewInfo | null {
  const text = document.getElementById('preview')?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PreviewInfo> | null;
    // The server wrote it (web/static.ts): a back address, and a state sentence when it has one.
    return typeof value?.back === 'string' ? (value as PreviewInfo) : null;
  } catch {
    return null;
  }
}
