import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { showError } from './notify.js';
import { messageFor } from '../api/messages.js';

/**
 * Loads data for a screen; `reload` fetches again (after a change). A failure shows the screen's
 * message (or the server's) and leaves `data` as it was.
 */
export function useLoad<T>(load: () => Promise<T>, failure: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Callers pass a new `load` closure each render; the latest one is used, but a new closure is
  // no reason to load again (the screen decides that, through `reload`).
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  const reload = useCallback(async () => {
    try {
      setData(await latestLoad.current());
      setError(null);
    } catch (err) {
      const message = messageFor(err, failure);
      setError(message);
      showError(message);
    }
  }, [failure]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, setData, error, reload };
}

/** Runs `fn` after `ms` (the 1.5 s redirect after a save), cancelled if the screen goes away. */
export function useDelayedAction() {
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer), [timer]);
  return useCallback((fn: () => void, ms: number) => setTimer(setTimeout(fn, ms)), []);
}
