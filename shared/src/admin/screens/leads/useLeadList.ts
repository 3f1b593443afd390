import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { LeadFilterParams } from '../../../api/client.js';
import { messageFor } from '../../../api/messages.js';
import { LEAD_COUNT_CAP, leadCountCap, type ContactMessageDto, type LeadDto, type LeadListResponse } from '../../../contract/index.js';
import { showError } from '../../notify.js';
import { arrivedLead } from './leadFormat.js';

/**
 * Whether a lead that just arrived (new, unowned, received now) belongs on top of this view: the
 * first page, newest first, of a filter that lets a new lead in. The realtime frame does not say
 * which form sent the lead, so a view of one kind gets it with its next fetch instead.
 */
function takesArrivals(filter: LeadFilterParams, page: number): boolean {
  return page === 1 && filter.sort !== 'asc' && (!filter.status || filter.status === 'new') && (!filter.owner || filter.owner === 'none') && !filter.source && !filter.q && !filter.to;
}

/**
 * The fetched page is the truth; leads that came over the socket but are not in it yet (sent while
 * the request was on its way) stay on top, so none is lost between fetch and frame. An arrival older
 * than the page's newest lead and not in it was deleted or filtered out meanwhile: dropped.
 */
function merge(fetched: LeadListResponse, arrivals: Map<string, LeadDto>, accept: boolean): LeadListResponse {
  const known = new Set(fetched.data.map((m) => m._id));
  const newest = fetched.data[0]?.createdAt ?? '';
  for (const [id, lead] of arrivals) if (known.has(id) || lead.createdAt < newest) arrivals.delete(id);
  if (!accept || arrivals.size === 0) return fetched;
  const extra = [...arrivals.values()].reverse();
  return { ...fetched, data: [...extra, ...fetched.data], total: fetched.total + extra.length, unread: fetched.unread + extra.length };
}

/** The longest a press holds back the leads that arrive meanwhile (a click's press takes a tenth of a second or so). */
export const MAX_HOLD_MS = 5000;

/**
 * Runs a change to the rows now, or, while a pointer is pressed, just after its release: a row put
 * on top between press and release moves the row under the pointer, and the click would open
 * nothing (or the lead below). A lead that arrives as staff click another waits that long, and at
 * most {@link MAX_HOLD_MS}: a press whose end the page never hears of (a scrollbar dragged, in some
 * browsers) does not keep new leads out.
 */
function useHoldWhilePressed(): (change: () => void) => void {
  const held = useRef<(() => void)[] | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const press = () => {
      held.current ??= [];
      clearTimeout(timer);
      timer = setTimeout(release, MAX_HOLD_MS);
    };
    const release = () => {
      clearTimeout(timer);
      const waiting = held.current;
      held.current = null;
      // After the click this release makes: it is dispatched in the same task.
      if (waiting?.length) setTimeout(() => waiting.forEach((change) => change()), 0);
    };
    const ends = ['pointerup', 'pointercancel'] as const;
    document.addEventListener('pointerdown', press, true);
    for (const type of ends) document.addEventListener(type, release, true);
    window.addEventListener('blur', release);
    return () => {
      // Leaving the inbox: what a press still holds is for rows no longer shown.
      clearTimeout(timer);
      held.current = null;
      document.removeEventListener('pointerdown', press, true);
      for (const type of ends) document.removeEventListener(type, release, true);
      window.removeEventListener('blur', release);
    };
  }, []);
  return useCallback((change) => {
    if (held.current) held.current.push(change);
    else change();
  }, []);
}

/** One page of the lead inbox, its filter, and the leads that arrive live. */
export function useLeadList(load: (q: LeadFilterParams & { page: number }) => Promise<LeadListResponse>) {
  const [filter, setFilterState] = useState<LeadFilterParams>({});
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LeadListResponse | null>(null);
  // Where the shown page's counts stop: the search it was read for, not one typed since (leadCountCap).
  const [countCap, setCountCap] = useState(LEAD_COUNT_CAP);
  const [error, setError] = useState<string | null>(null);
  const arrivals = useRef(new Map<string, LeadDto>());
  const query = useMemo(() => ({ ...filter, page }), [filter, page]);
  const latest = useRef({ load, query });
  useLayoutEffect(() => {
    latest.current = { load, query };
  });
  const requests = useRef(0);
  const whenReleased = useHoldWhilePressed();

  const reload = useCallback(async () => {
    const mine = ++requests.current;
    const { load: fetchPage, query: q } = latest.current;
    try {
      const answer = await fetchPage(q);
      if (mine !== requests.current) return;
      setData(merge(answer, arrivals.current, takesArrivals(q, q.page)));
      setCountCap(leadCountCap(q.q));
      setError(null);
    } catch (err) {
      if (mine !== requests.current) return;
      const message = messageFor(err, 'Failed to fetch contacts.');
      setError(message);
      showError(message);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, query]);

  const setFilter = useCallback((patch: Partial<LeadFilterParams>) => {
    setFilterState((current) => ({ ...current, ...patch }));
    setPage(1);
  }, []);

  /** A lead that arrived over the socket: on top of this view if it belongs there, once. True when it was new. */
  const arrive = useCallback((message: ContactMessageDto): boolean => {
    if (arrivals.current.has(message._id)) return false;
    const lead = arrivedLead(message);
    arrivals.current.set(message._id, lead);
    whenReleased(() => {
      // The view at the time the row goes in (the filter may have changed while a press held it).
      const { query: q } = latest.current;
      if (!takesArrivals(q, q.page)) return;
      setData((d) => (d === null || d.data.some((m) => m._id === lead._id) ? d : { ...d, data: [lead, ...d.data], total: d.total + 1, unread: d.unread + 1 }));
    });
    return true;
  }, [whenReleased]);

  /** A lead changed (read, status, owner) in place, without a fetch. */
  const patchLead = useCallback((lead: LeadDto) => {
    setData((d) => {
      if (!d) return d;
      const before = d.data.find((m) => m._id === lead._id);
      if (!before) return d;
      const unread = d.unread + (before.read === lead.read ? 0 : lead.read ? -1 : 1);
      return { ...d, unread: Math.max(0, unread), data: d.data.map((m) => (m._id === lead._id ? { ...m, ...lead } : m)) };
    });
  }, []);

  /**
   * A lead leaves this view at once (marked spam), before the server has answered; an arrival of
   * it is forgotten too, so the next fetch does not put it back on top.
   */
  const dropLead = useCallback((id: string) => {
    arrivals.current.delete(id);
    setData((d) => {
      const gone = d?.data.find((m) => m._id === id);
      if (!d || !gone) return d;
      return { ...d, data: d.data.filter((m) => m._id !== id), total: Math.max(0, d.total - 1), unread: Math.max(0, d.unread - (gone.read ? 0 : 1)) };
    });
  }, []);

  return { data, countCap, error, filter, setFilter, page, setPage, reload, arrive, patchLead, dropLead };
}
