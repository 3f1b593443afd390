import type { WindowState } from './settingsStore.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
export const MIN_SIZE = { width: 900, height: 600 } as const;

/** How much of the window's top edge must lie on a display for the window to be reachable. */
const GRAB_WIDTH = 120;
const GRAB_HEIGHT = 32;

export interface InitialWindow {
  /** x and y are absent when the window should be centred by the system. */
  bounds: { width: number; height: number; x?: number; y?: number };
  maximized: boolean;
}

function overlap(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/**
 * The saved position is used only if the window's title bar is still on a connected display (a
 * laptop undocked from its second screen must not open the console out of sight); otherwise the
 * window opens centred on the primary display, with the saved size if it fits there.
 */
export function restoreWindowState(saved: WindowState | null, workAreas: Rect[], primary: Rect | undefined = workAreas[0]): InitialWindow {
  if (!saved) return { bounds: { ...DEFAULT_SIZE }, maximized: false };
  const width = Math.max(MIN_SIZE.width, saved.width);
  const height = Math.max(MIN_SIZE.height, saved.height);
  const titleBar: Rect = { x: saved.x, y: saved.y, width, height: GRAB_HEIGHT };
  const reachable = workAreas.some((area) => {
    const o = overlap(titleBar, area);
    return o !== null && o.width >= Math.min(GRAB_WIDTH, width) && o.height >= GRAB_HEIGHT && saved.y >= area.y;
  });
  if (reachable) return { bounds: { x: saved.x, y: saved.y, width, height }, maximized: saved.maximized };
  const fit = primary
    ? { width: Math.min(width, primary.width), height: Math.min(height, primary.height) }
    : { ...DEFAULT_SIZE };
  return { bounds: fit, maximized: saved.maximized };
}

/** The part of a BrowserWindow the tracker needs. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isDestroyed(): boolean;
}

/**
 * Saves size, position and maximised state as the user changes them (debounced: a drag emits many
 * moves), and once more when the window closes. Normal bounds are saved, so un-maximising after a
 * restart returns to the size the user chose.
 */
export function trackWindowState(win: TrackedWindow, save: (state: WindowState) => void, debounceMs = 500): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const snapshot = () => {
    clearTimeout(timer);
    timer = undefined;
    if (win.isDestroyed()) return;
    const b = win.getNormalBounds();
    save({ x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height), maximized: win.isMaximized() });
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(snapshot, debounceMs);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(event, later);
  win.on('close', snapshot);
  return () => clearTimeout(timer);
}
