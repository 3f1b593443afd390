import { describe, expect, it } from 'vitest';
import type { ContactMessageDto } from '@itsite/shared/contract';
import { LeadTracker, type LeadSource } from './leads.js';
import type { LastSeen } from './settingsStore.js';
import { UnreadCounter } from './unread.js';

const lead = (id: string, createdAt: string, name = `Lead ${id}`): ContactMessageDto => ({
  _id: id,
  name,
  email: `${id}@example.in`,
  phone: '+91 90000 00000',
  message: `Message ${id}`,
  createdAt,
});

function setup(initial: LastSeen | null = null) {
  let lastSeen = initial;
  const unread = new UnreadCounter();
  const raised: { ids: string[]; source: LeadSource }[] = [];
  const tracker = new LeadTracker({
    unread,
    loadLastSeen: () => lastSeen,
    saveLastSeen: (l) => {
      lastSeen = l;
    },
    onNewLeads: (leads, source) => raised.push({ ids: leads.map((l) => l._id), source }),
  });
  return { tracker, unread, raised, lastSeen: () => lastSeen };
}

describe('LeadTracker', () => {
  it('counts and raises each live lead, and remembers it as the last seen', () => {
    const { tracker, unread, raised, lastSeen } = setup();
    tracker.live(lead('a', '2025-06-01T10:00:00.000Z'));
    tracker.live(lead('b', '2025-06-01T10:05:00.000Z'));
    expect(unread.count).toBe(2);
    expect(raised).toEqual([
      { ids: ['a'], source: 'live' },
      { ids: ['b'], source: 'live' },
    ]);
    expect(lastSeen()).toEqual({ at: '2025-06-01T10:05:00.000Z', ids: ['b'] });
  });

  it('on the first connection ever takes existing leads as the baseline, without notifying', () => {
    const { tracker, unread, raised, lastSeen } = setup();
    tracker.catchUp([lead('old1', '2025-05-01T09:00:00.000Z'), lead('old2', '2025-05-02T09:00:00.000Z')]);
    expect(unread.count).toBe(0);
    expect(raised).toEqual([]);
    expect(lastSeen()).toEqual({ at: '2025-05-02T09:00:00.000Z', ids: ['old2'] });
  });

  it('after a reconnection catches up only the leads newer than the last seen, oldest first', () => {
    const { tracker, unread, raised } = setup({ at: '2025-06-01T10:00:00.000Z', ids: ['a'] });
    // The API lists newest first.
    tracker.catchUp([
      lead('d', '2025-06-01T12:00:00.000Z'),
      lead('c', '2025-06-01T11:00:00.000Z'),
      lead('a', '2025-06-01T10:00:00.000Z'),
      lead('z', '2025-06-01T09:00:00.000Z'),
    ]);
    expect(unread.count).toBe(2);
    expect(raised).toEqual([{ ids: ['c', 'd'], source: 'catch-up' }]);
  });

  it('counts a lead once when it arrives live and again in the catch-up list', () => {
    const { tracker, unread } = setup({ at: '2025-06-01T10:00:00.000Z', ids: ['a'] });
    const b = lead('b', '2025-06-01T10:30:00.000Z');
    tracker.live(b);
    tracker.catchUp([b, lead('a', '2025-06-01T10:00:00.000Z')]);
    tracker.catchUp([b]);
    expect(unread.count).toBe(1);
  });

  it('tells apart two leads created in the same millisecond', () => {
    const same = '2025-06-01T10:00:00.000Z';
    const { tracker, unread, lastSeen } = setup();
    tracker.live(lead('a', same));
    tracker.catchUp([lead('b', same), lead('a', same)]);
    expect(unread.count).toBe(2);
    expect(lastSeen()).toEqual({ at: same, ids: ['a', 'b'] });
  });

  it('does nothing when nothing is new', () => {
    const { tracker, raised } = setup({ at: '2025-06-01T10:00:00.000Z', ids: ['a'] });
    tracker.catchUp([]);
    tracker.catchUp([lead('a', '2025-06-01T10:00:00.000Z')]);
    expect(raised).toEqual([]);
  });
});
