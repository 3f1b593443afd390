import type { ContactMessageDto } from '@itsite/shared/contract';
import type { LastSeen } from './settingsStore.js';
import type { UnreadCounter } from './unread.js';

export type LeadSource = 'live' | 'catch-up';

export interface LeadTrackerDeps {
  unread: UnreadCounter;
  /** Persisted, so leads that arrive while the console is closed are caught up at the next start. */
  loadLastSeen(): LastSeen | null;
  saveLastSeen(lastSeen: LastSeen): void;
  /** New leads, oldest first: the notifier decides whether they raise a notification. */
  onNewLeads(leads: ContactMessageDto[], source: LeadSource): void;
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/**
 * Decides which leads are new. A lead is new when it is newer than the last one seen; leads with
 * exactly that timestamp are told apart by id, so two leads in the same millisecond both count,
 * and a lead received live and again in the catch-up list counts once.
 */
export class LeadTracker {
  constructor(private readonly deps: LeadTrackerDeps) {}

  /** A `newContactMessage` frame. */
  live(lead: ContactMessageDto): void {
    this.accept([lead], 'live');
  }

  /**
   * The server's list after a (re)connection. On the very first connection ever there is no last
   * seen lead: the existing ones become the baseline instead of a flood of notifications.
   */
  catchUp(list: ContactMessageDto[]): void {
    if (this.deps.loadLastSeen() === null) {
      const newest = newestOf(list);
      if (newest) this.deps.saveLastSeen(newest);
      return;
    }
    this.accept(list, 'catch-up');
  }

  private accept(leads: ContactMessageDto[], source: LeadSource): void {
    const lastSeen = this.deps.loadLastSeen();
    const fresh = leads
      .filter((lead) => isNewer(lead, lastSeen))
      .filter((lead, i, all) => all.findIndex((other) => other._id === lead._id) === i)
      .sort((a, b) => time(a.createdAt) - time(b.createdAt));
    if (fresh.length === 0) return;
    this.deps.saveLastSeen(merge(lastSeen, fresh));
    this.deps.unread.add(fresh.length);
    this.deps.onNewLeads(fresh, source);
  }
}

function isNewer(lead: ContactMessageDto, lastSeen: LastSeen | null): boolean {
  if (!lastSeen) return true;
  const t = time(lead.createdAt);
  const seen = time(lastSeen.at);
  return t > seen || (t === seen && !lastSeen.ids.includes(lead._id));
}

function newestOf(list: ContactMessageDto[]): LastSeen | null {
  if (list.length === 0) return null;
  const newest = Math.max(...list.map((l) => time(l.createdAt)));
  const at = list.find((l) => time(l.createdAt) === newest)?.createdAt ?? new Date(newest).toISOString();
  return { at, ids: list.filter((l) => time(l.createdAt) === newest).map((l) => l._id) };
}

function merge(lastSeen: LastSeen | null, fresh: ContactMessageDto[]): LastSeen {
  const newest = newestOf(fresh) as LastSeen;
  if (lastSeen && time(lastSeen.at) === time(newest.at)) return { at: lastSeen.at, ids: [...new Set([...lastSeen.ids, ...newest.ids])] };
  return newest;
}
