import { useCallback, useEffect, useState } from 'react';
import { errorMessage, showError } from './notify.js';

/**
 * Loads data for a screen; `reload` fetches again (after a change). A failure shows the screen's
 * message (or the server's) and leaves `data` as it was.
 */
export function useLoad<T>(load: () => Promise<T>, failure: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setError(null);
    } catch (err) {
      const message = errorMessage(err, failure);
      setError(message);
      showError(message);
    }
    // `load` is recreated each render by callers; the screen decides when to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, setData, error, reload };
}

/** Runs `fn` after `ms` (spec §4.6: 1.5 s redirects), cancelled if the screen goes away. */
export function useDelayedAction() {
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer), [timer]);
  return useCallback((fn: () => void, ms: number) => setTimer(setTimeout(fn, ms)), []);
}
