import { describe, expect, it, vi } from 'vitest';
import type { BaseWindow } from 'electron';

vi.mock('electron', () => ({}));

import { askToLeave, LEAVE_QUESTION } from './unsavedChanges.js';

const win = {} as BaseWindow;

describe('askToLeave', () => {
  it('asks with the web admin\'s words, Stay being the default and what Escape picks', () => {
    const ask = vi.fn(() => 1);
    askToLeave(win, ask);
    expect(ask).toHaveBeenCalledWith(win, LEAVE_QUESTION);
    expect(LEAVE_QUESTION.buttons?.[LEAVE_QUESTION.defaultId ?? -1]).toBe('Stay');
    expect(LEAVE_QUESTION.buttons?.[LEAVE_QUESTION.cancelId ?? -1]).toBe('Stay');
    expect(LEAVE_QUESTION.title).toBe('Leave without saving?');
  });

  it('leaves only when the person picks Leave', () => {
    expect(askToLeave(win, () => 0)).toBe(true);
    expect(askToLeave(win, () => 1)).toBe(false);
  });
});
