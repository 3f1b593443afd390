/// <reference types="vite/client" />
import type { DesktopApi } from '@itsite/shared/contract/desktop';

declare global {
  interface Window {
    /** Set by the preload (or by a test's fake bridge); read only through bridge.ts. */
    desktop?: DesktopApi;
  }
}
