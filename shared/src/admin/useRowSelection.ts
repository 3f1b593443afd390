import { useCallback, useEffect, useMemo, useState } from 'react';

/** The checked rows of one page of a list (the checkbox column and "Select all on this page"). */
export interface RowSelection {
  /** The checked ids, in page order. */
  ids: string[];
  has: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  /** Check (or uncheck) every row of the page. */
  togglePage: (on: boolean) => void;
  clear: () => void;
  /** Whether every row of the page is checked (false on an empty page), or only some. */
  all: boolean;
  some: boolean;
  /** Whether the page has rows to check. */
  any: boolean;
}

/**
 * Which rows of the page shown are checked. Only rows on the page can be: a new page, filter or
 * search (and a reload after a delete) keeps the checked rows still shown and forgets the others,
 * so a bulk action never reaches a row the user cannot see.
 */
export function useRowSelection(pageIds: readonly string[]): RowSelection {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const key = pageIds.join(',');
  useEffect(() => {
    const onPage = new Set(key ? key.split(',') : []);
    setChecked((current) => ([...current].every((id) => onPage.has(id)) ? current : new Set([...current].filter((id) => onPage.has(id)))));
  }, [key]);

  const toggle = useCallback((id: string, on: boolean) => {
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setChecked(new Set()), []);

  return useMemo(() => {
    const ids = pageIds.filter((id) => checked.has(id));
    return {
      ids,
      has: (id: string) => checked.has(id),
      toggle,
      togglePage: (on: boolean) => setChecked(on ? new Set(pageIds) : new Set()),
      clear,
      all: pageIds.length > 0 && ids.length === pageIds.length,
      some: ids.length > 0,
      any: pageIds.length > 0,
    };
  }, [pageIds, checked, toggle, clear]);
}
