import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../contract/constants.js';
import type { Paged } from '../contract/types.js';
import { messageFor } from '../api/messages.js';
import { showError } from './notify.js';

/**
 * One page of a back-office list, read from the server: the screen holds the filters (search words,
 * status, sort), this hook the page number, and each change loads that page only. A change of
 * filter goes back to page 1; an answer that arrives after a newer request is dropped.
 */
export function usePagedList<P extends Paged<unknown>, F extends object>(
  load: (query: F & { page: number; limit: number }) => Promise<P>,
  initialFilters: F,
  failure: string,
  limit = ADMIN_PAGE_SIZE,
) {
  const [filters, setFilterState] = useState<F>(initialFilters);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<P | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useMemo(() => ({ ...filters, page, limit }), [filters, page, limit]);

  // The latest `load` closure is used; a new closure each render is no reason to load again.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  const requests = useRef(0);
  const fetchPage = useCallback(
    async (q: F & { page: number; limit: number }) => {
      const mine = ++requests.current;
      try {
        const answer = await latestLoad.current(q);
        if (mine !== requests.current) return;
        setData(answer);
        setError(null);
      } catch (err) {
        if (mine !== requests.current) return;
        const message = messageFor(err, failure);
        setError(message);
        showError(message);
      }
    },
    [failure],
  );
  useEffect(() => {
    void fetchPage(query);
  }, [fetchPage, query]);

  // A delete can empty the last page: show the page that is now last instead.
  useEffect(() => {
    if (data && data.data.length === 0 && page > data.pages) setPage(data.pages);
  }, [data, page]);

  const setFilters = useCallback((patch: Partial<F>) => {
    setFilterState((current) => ({ ...current, ...patch }));
    setPage(1);
  }, []);
  const reload = useCallback(() => fetchPage(query), [fetchPage, query]);

  return { data, error, filters, setFilters, page, setPage, reload };
}
