import type { BaseWindow, MessageBoxSyncOptions } from 'electron';

/** The question asked when the window would close or reload over unsaved changes (the web admin's words). */
export const LEAVE_QUESTION: MessageBoxSyncOptions = {
  type: 'question',
  buttons: ['Leave', 'Stay'],
  defaultId: 1,
  cancelId: 1,
  title: 'Leave without saving?',
  message: 'Leave without saving?',
  detail: 'Your changes on this page are not saved. If you leave now, they are lost.',
};

/**
 * A form with unsaved changes holds the page's unload (beforeunload). A browser asks the person;
 * Electron asks nobody and simply keeps the window open, so a console with an edited form would
 * refuse to close or reload without a word. This asks instead. True: leave (close or reload anyway).
 */
export function askToLeave(win: BaseWindow, ask: (win: BaseWindow, options: MessageBoxSyncOptions) => number): boolean {
  return ask(win, LEAVE_QUESTION) === 0;
}
