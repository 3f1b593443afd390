import { modals } from '@mantine/modals';
import { createElement, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { holdHistory } from './historyGate.js';

/**
 * Set by {@link leaveOnPurpose}: the very next in-app navigation is one the person chose (Cancel,
 * a successful save) and passes without a question.
 */
let passNext = false;

/** The next in-app navigation leaves the form without asking (a Cancel button's click). */
export function leaveOnPurpose(): void {
  passNext = true;
  // A click that navigates does so in the same task; a flag nobody used must not linger.
  setTimeout(() => {
    passNext = false;
  }, 0);
}

/** Asks with a Mantine modal; resolves true when the person chooses to leave. */
export function confirmLeave(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Leave without saving?',
      children: createElement('p', { style: { margin: 0 } }, 'Your changes on this page are not saved. If you leave now, they are lost.'),
      labels: { confirm: 'Leave', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

type Navigate = (...args: never[]) => void;
interface GuardableNavigator {
  push: Navigate;
  replace: Navigate;
}

/**
 * While `dirty`, leaving the page asks first: an in-app navigation (a link, the sidebar, a
 * `navigate()` call) opens "Leave without saving?" with Stay and Leave; a reload or closing the
 * window gets the browser's own beforeunload prompt.
 *
 * The admin is mounted by plain routers (the website's BrowserRouter, the desktop's HashRouter),
 * where react-router's useBlocker is unavailable; the guard holds the router's navigator instead,
 * which both routers share, so it works the same on the web and in the desktop console. The
 * browser's Back (and Forward) button is held too, through the history gate the host installs
 * before its router (historyGate.ts), see {@link holdHistoryMoves}.
 *
 * Forms pass `dirty` as "edited and not being saved": a save in flight, or a form reset after a
 * successful save, navigates freely, and so does a click on Cancel ({@link leaveOnPurpose}).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  // Outside a router (a form rendered alone, as in a unit test) there is no in-app navigation to hold.
  const navigator = (useContext(UNSAFE_NavigationContext) as { navigator?: unknown } | null)?.navigator;
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium (and Electron) show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => (dirty && navigator ? holdHistoryMoves(dirtyRef) : undefined), [dirty, navigator]);

  useEffect(() => {
    if (!navigator) return;
    const nav = navigator as GuardableNavigator;
    const { push, replace } = nav;
    const held = (original: Navigate): Navigate =>
      function guarded(this: unknown, ...args: never[]) {
        if (!dirtyRef.current || passNext) {
          passNext = false;
          original.apply(nav, args);
          return;
        }
        void confirmLeave().then((leave) => {
          if (!leave) return;
          dirtyRef.current = false;
          original.apply(nav, args);
        });
      };
    nav.push = held(push);
    nav.replace = held(replace);
    return () => {
      nav.push = push;
      nav.replace = replace;
    };
  }, [navigator]);
}

/** The router's index of the current history entry (both routers keep it in `history.state.idx`). */
const historyIndex = (): number | undefined => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Holds the browser's Back and Forward buttons while a form is dirty, through the history gate
 * (historyGate.ts, installed by the host before its router, so it sees a popstate first). The
 * address has already moved by then: the entry is moved back at once (the router never knew it
 * left), the person is asked, and Leave makes the same move again, this time let through to the
 * router. A move to another document (the entry before the admin was opened) is not a popstate;
 * the beforeunload prompt covers it. Returns the cleanup.
 */
function holdHistoryMoves(dirtyRef: { current: boolean }): () => void {
  const here = historyIndex();
  /** Popstates caused by our own moving back, swallowed as they arrive. */
  let restoring = 0;
  let asking = false;
  let leaving = false;
  return holdHistory(() => {
    if (leaving || !dirtyRef.current) return false;
    if (restoring > 0) {
      restoring--;
      return true;
    }
    const to = historyIndex();
    // Without the router's index (an entry it did not make), take it as one step back.
    const delta = here !== undefined && to !== undefined ? to - here : -1;
    if (delta === 0) return false;
    restoring++;
    window.history.go(-delta);
    // A second press while the question is open only moves back again.
    if (asking) return true;
    asking = true;
    void confirmLeave().then((leave) => {
      asking = false;
      if (!leave) return;
      leaving = true;
      dirtyRef.current = false;
      window.history.go(delta);
    });
    return true;
  });
}
