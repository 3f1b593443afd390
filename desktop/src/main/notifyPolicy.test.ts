import { describe, expect, it } from 'vitest';
import type { QuietHours } from '@itsite/shared/contract';
import { inQuietHours, leadNotifications, leadNotificationText, shouldNotify, windowVisibility, type WindowVisibility } from './notifyPolicy.js';

const at = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return new Date(2025, 5, 15, h, m, 0);
};
const off: QuietHours = { enabled: false, from: '22:00', to: '07:00' };
const overnight: QuietHours = { enabled: true, from: '22:00', to: '07:00' };
const lunch: QuietHours = { enabled: true, from: '13:00', to: '14:00' };

describe('inQuietHours', () => {
  it('is never quiet when quiet hours are off', () => {
    expect(['00:00', '23:00', '03:00', '12:00'].map((t) => inQuietHours(at(t), off))).toEqual([false, false, false, false]);
  });

  it('handles a range within one day: start included, end excluded', () => {
    expect(['12:59', '13:00', '13:30', '13:59', '14:00'].map((t) => inQuietHours(at(t), lunch))).toEqual([false, true, true, true, false]);
  });

  it('handles a range crossing midnight', () => {
    expect(['21:59', '22:00', '23:59', '00:00', '03:15', '06:59', '07:00', '12:00'].map((t) => inQuietHours(at(t), overnight))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('treats an empty range (start = end) as no quiet time', () => {
    expect(inQuietHours(at('09:00'), { enabled: true, from: '09:00', to: '09:00' })).toBe(false);
  });
});

describe('shouldNotify', () => {
  const states: WindowVisibility[] = ['focused', 'unfocused', 'minimised', 'hidden'];

  it('notifies when the window is unfocused, minimised or hidden, never when focused (outside quiet hours)', () => {
    expect(states.map((s) => shouldNotify(s, at('10:00'), overnight))).toEqual([false, true, true, true]);
    expect(states.map((s) => shouldNotify(s, at('10:00'), off))).toEqual([false, true, true, true]);
  });

  it('stays silent in quiet hours, whatever the window, including after midnight', () => {
    expect(states.map((s) => shouldNotify(s, at('23:30'), overnight))).toEqual([false, false, false, false]);
    expect(states.map((s) => shouldNotify(s, at('01:30'), overnight))).toEqual([false, false, false, false]);
    expect(states.map((s) => shouldNotify(s, at('13:30'), lunch))).toEqual([false, false, false, false]);
  });

  it('notifies again once quiet hours are over', () => {
    expect(shouldNotify('hidden', at('07:00'), overnight)).toBe(true);
    expect(shouldNotify('minimised', at('14:00'), lunch)).toBe(true);
  });
});

describe('windowVisibility', () => {
  const win = (o: Partial<Record<'destroyed' | 'visible' | 'minimized' | 'focused', boolean>>) => ({
    isDestroyed: () => o.destroyed ?? false,
    isVisible: () => o.visible ?? true,
    isMinimized: () => o.minimized ?? false,
    isFocused: () => o.focused ?? false,
  });

  it('reads the window state as the person sees it', () => {
    expect(windowVisibility(null)).toBe('hidden');
    expect(windowVisibility(win({ destroyed: true }))).toBe('hidden');
    expect(windowVisibility(win({ visible: false }))).toBe('hidden');
    expect(windowVisibility(win({ minimized: true }))).toBe('minimised');
    expect(windowVisibility(win({ focused: true }))).toBe('focused');
    expect(windowVisibility(win({}))).toBe('unfocused');
  });
});

describe('lead notification text', () => {
  it('uses the sender name as title and the first line of the message as body', () => {
    expect(leadNotificationText({ name: '  Asha Rao ', message: '\n\n  Need a quote for 20 laptops  \nThanks, Asha' })).toEqual({
      title: 'Asha Rao',
      body: 'Need a quote for 20 laptops',
    });
  });

  it('shortens a long first line and falls back to a generic title', () => {
    const text = leadNotificationText({ name: ' ', message: 'x'.repeat(500) });
    expect(text.title).toBe('New contact message');
    expect(text.body.length).toBeLessThanOrEqual(140);
    expect(text.body.endsWith('…')).toBe(true);
  });

  it('summarises a large catch-up in one notification', () => {
    const leads = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, message: 'hi' }));
    expect(leadNotifications(leads.slice(0, 3))).toHaveLength(3);
    expect(leadNotifications(leads)).toEqual([{ title: '5 new contact messages', body: 'A, B, C and others' }]);
  });
});
