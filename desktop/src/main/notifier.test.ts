import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessageDto, QuietHours } from '@itsite/shared/contract';

const shown = vi.hoisted(() => [] as { options: { title: string; body: string }; emit(event: string): void }[]);
vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class Notification extends Emitter {
    static isSupported = () => true;
    constructor(readonly options: { title: string; body: string }) {
      super();
    }
    show() {
      shown.push(this);
    }
  }
  return { Notification };
});

import { createLeadNotifier } from './notifier.js';

const lead = (name: string, message: string): ContactMessageDto => ({
  _id: name,
  name,
  email: 'x@example.in',
  phone: '1',
  message,
  createdAt: '2025-06-01T10:00:00.000Z',
});

class FakeWindow extends EventEmitter {
  state = { visible: true, minimized: false, focused: false };
  flashFrame = vi.fn();
  isDestroyed = () => false;
  isVisible = () => this.state.visible;
  isMinimized = () => this.state.minimized;
  isFocused = () => this.state.focused;
}

describe('createLeadNotifier', () => {
  let win: FakeWindow;
  let quiet: QuietHours;
  let now: Date;
  const showLeads = vi.fn();
  const notify = () => createLeadNotifier({ window: () => win, quietHours: () => quiet, showLeads, now: () => now });

  beforeEach(() => {
    shown.length = 0;
    showLeads.mockReset();
    win = new FakeWindow();
    quiet = { enabled: true, from: '22:00', to: '07:00' };
    now = new Date(2025, 5, 1, 11, 0);
  });

  it('raises a notification with the sender and first line when the window is not focused', () => {
    notify()([lead('Asha Rao', 'Quote for 20 laptops\nThanks')]);
    expect(shown.map((n) => n.options)).toEqual([expect.objectContaining({ title: 'Asha Rao', body: 'Quote for 20 laptops' })]);
    expect(win.flashFrame).toHaveBeenCalledWith(true);
  });

  it('stays quiet while the person is looking at the console', () => {
    win.state.focused = true;
    notify()([lead('Asha', 'Hi')]);
    expect(shown).toEqual([]);
    expect(win.flashFrame).not.toHaveBeenCalled();
  });

  it('stays quiet in quiet hours but still flashes the taskbar entry', () => {
    win.state.minimized = true;
    now = new Date(2025, 5, 1, 23, 30);
    notify()([lead('Asha', 'Hi')]);
    expect(shown).toEqual([]);
    expect(win.flashFrame).toHaveBeenCalledWith(true);
  });

  it('notifies when the window is hidden in the tray', () => {
    win.state.visible = false;
    notify()([lead('Ravi', 'Call me')]);
    expect(shown).toHaveLength(1);
  });

  it('opens the contact messages screen when the notification is clicked', () => {
    notify()([lead('Asha', 'Hi')]);
    shown[0].emit('click');
    expect(showLeads).toHaveBeenCalledTimes(1);
  });
});
