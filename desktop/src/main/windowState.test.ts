import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WindowState } from './settingsStore.js';
import { DEFAULT_SIZE, restoreWindowState, trackWindowState, type Rect } from './windowState.js';

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const rightMonitor: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };

describe('restoreWindowState', () => {
  it('opens a first window at the default size, centred by the system', () => {
    expect(restoreWindowState(null, [laptop])).toEqual({ bounds: { ...DEFAULT_SIZE }, maximized: false });
  });

  it('restores the saved size, position and maximised state when it is still on a display', () => {
    const saved: WindowState = { x: 2100, y: 80, width: 1400, height: 900, maximized: true };
    expect(restoreWindowState(saved, [laptop, rightMonitor])).toEqual({ bounds: { x: 2100, y: 80, width: 1400, height: 900 }, maximized: true });
  });

  it('accepts a window partly off-screen as long as its title bar can be grabbed', () => {
    const saved: WindowState = { x: 1700, y: 100, width: 1000, height: 700, maximized: false };
    expect(restoreWindowState(saved, [laptop]).bounds).toMatchObject({ x: 1700, y: 100 });
  });

  it('falls back to the primary display when the saved display is gone (undocked laptop)', () => {
    const saved: WindowState = { x: 2100, y: 80, width: 1400, height: 900, maximized: false };
    const restored = restoreWindowState(saved, [laptop], laptop);
    expect(restored.bounds).toEqual({ width: 1400, height: 900 });
    expect(restored.bounds.x).toBeUndefined();
  });

  it('falls back when the title bar is above the screen or only a sliver is visible', () => {
    expect(restoreWindowState({ x: 100, y: -500, width: 1000, height: 700, maximized: false }, [laptop]).bounds.x).toBeUndefined();
    expect(restoreWindowState({ x: 1880, y: 100, width: 1000, height: 700, maximized: false }, [laptop]).bounds.x).toBeUndefined();
  });

  it('shrinks a saved size that no longer fits the primary display, and never goes below the minimum', () => {
    const small: Rect = { x: 0, y: 0, width: 1280, height: 720 };
    expect(restoreWindowState({ x: 3000, y: 0, width: 2400, height: 1300, maximized: false }, [small], small).bounds).toEqual({ width: 1280, height: 720 });
    expect(restoreWindowState({ x: 10, y: 10, width: 200, height: 100, maximized: false }, [laptop]).bounds).toEqual({ x: 10, y: 10, width: 900, height: 600 });
  });
});

class FakeWindow extends EventEmitter {
  bounds: Rect = { x: 10, y: 20, width: 1200, height: 800 };
  maximized = false;
  destroyed = false;
  getNormalBounds = () => ({ ...this.bounds });
  isMaximized = () => this.maximized;
  isDestroyed = () => this.destroyed;
}

describe('trackWindowState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once after a burst of moves and resizes', () => {
    const win = new FakeWindow();
    const save = vi.fn();
    trackWindowState(win, save, 500);
    for (let i = 0; i < 20; i++) {
      win.bounds = { ...win.bounds, x: 10 + i };
      win.emit('move');
    }
    win.bounds = { ...win.bounds, width: 1300.4 };
    win.emit('resize');
    vi.advanceTimersByTime(499);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ x: 29, y: 20, width: 1300, height: 800, maximized: false });
  });

  it('saves the normal bounds with the maximised flag, and at once when the window closes', () => {
    const win = new FakeWindow();
    const save = vi.fn();
    trackWindowState(win, save, 500);
    win.maximized = true;
    win.emit('maximize');
    win.emit('close');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ x: 10, y: 20, width: 1200, height: 800, maximized: true });
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('round-trips: what is saved is restored on the same display', () => {
    const win = new FakeWindow();
    let saved: WindowState | null = null;
    trackWindowState(win, (s) => (saved = s), 10);
    win.bounds = { x: 300, y: 200, width: 1100, height: 750 };
    win.emit('close');
    expect(restoreWindowState(saved, [laptop])).toEqual({ bounds: { x: 300, y: 200, width: 1100, height: 750 }, maximized: false });
  });
});
