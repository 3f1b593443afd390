import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_COUNT_CAP, SEARCH_COUNT_CAP, type DashboardResponse, type LeadListResponse } from '@itsite/shared/contract';
import { LeadEntity, type Lead } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { leadsMatching } from './leads.queries.js';
import { countMatchesUpTo } from '../../kernel/db/paging.js';
import { DB_KINDS, withServer } from '../../test/harness.js';

/**
 * Lead counts stop at LEAD_COUNT_CAP (issue 15): a busy inbox's total, unread count and dashboard
 * figures are answered as the cap ("10,000+" on screen) instead of counting a million leads on
 * every read; below the cap, and for any filter that narrows under it, they are exact. A search's
 * counts stop at SEARCH_COUNT_CAP, as every list's search does ("1,000+").
 */
describe.each(DB_KINDS)('lead counts past the cap [%s]', (kind) => {

  const past = LEAD_COUNT_CAP + 50;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    // Received over the last ten seconds (today, this week), a millisecond apart; three of them won.
    const start = Date.now() - past;
    const rows: Lead[] = Array.from({ length: past }, (_, i) => {
      const createdAt = new Date(start + i);
      return {
        id: newId(createdAt.getTime()),
        name: i < 3 ? `Winner ${i}` : `Lead ${i}`,
        email: `lead${i}@example.in`,
        phone: '+91 98765 43210',
        // Lead 100 says "website" most: ranked by relevance it would come first.
        message: i < 3 ? 'Signed the annual payroll contract' : i === 100 ? 'Website, website: a website for each website we run.' : 'We need a website.',
        source: 'contact',
        status: i < 3 ? 'won' : 'new',
        ownerId: null,
        followUpAt: null,
        deletedAt: null,
        createdAt,
      };
    });
    const repo = t.server.running.db.getRepository(LeadEntity);
    for (let i = 0; i < rows.length; i += 500) await repo.insert(rows.slice(i, i + 500));
  }, 120_000);

  const list = async (query: string) => {
    const res = await t.admin.get<LeadListResponse>(`/api/v1/contact?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('answers the cap for the total and unread of an inbox past it, with pages to match', async () => {
    const page = await list('limit=25');
    expect(page.data).toHaveLength(25);
    expect(page.total).toBe(LEAD_COUNT_CAP);
    expect(page.unread).toBe(LEAD_COUNT_CAP);
    expect(page.pages).toBe(LEAD_COUNT_CAP / 25);
  });

  it('counts exactly what a filter or a search narrows under the cap', async () => {
    const won = await list('status=won');
    expect(won.total).toBe(3);
    expect(won.unread).toBe(3);
    const searched = await list('q=payroll');
    expect(searched.total).toBe(3);
    expect(searched.data.map((l) => l.name).sort()).toEqual(['Winner 0', 'Winner 1', 'Winner 2']);
  });

  it('lists a search that matches its cap or more newest first (not ranked), its total and unread the cap', async () => {
    // 'website' is in every lead but the three winners: more matches than a search counts. Lead
    // 100, the best match, keeps its place by date.
    const page = await list('q=website&limit=5');
    expect(page.total).toBe(SEARCH_COUNT_CAP);
    expect(page.unread).toBe(SEARCH_COUNT_CAP);
    expect(page.pages).toBe(SEARCH_COUNT_CAP / 5);
    expect(page.data.map((l) => l.name)).toEqual([1, 2, 3, 4, 5].map((n) => `Lead ${past - n}`));
    const oldest = await list('q=website&limit=5&sort=asc');
    expect(oldest.data.map((l) => l.name)).toEqual([3, 4, 5, 6, 7].map((n) => `Lead ${n}`));
  });

  it.each([
    ['looking at few rows first (the count then goes to the index)', 100],
    ['looking at every row first', 50_000],
  ])('counts a search the same whichever way the count is settled: %s', async (_how, probeRows) => {
    const db = t.server.running.db;
    const count = (q: string, cap: number) => countMatchesUpTo(db, leadsMatching(db, { sort: 'desc', to: undefined }), { table: 'contact_messages', keyword: q }, cap, probeRows);
    expect(await count('website', SEARCH_COUNT_CAP)).toBe(SEARCH_COUNT_CAP);
    expect(await count('payroll', SEARCH_COUNT_CAP)).toBe(3);
    expect(await count('website', past * 2)).toBe(past - 3);
    expect(await count('annual payroll', 2)).toBe(2);
    expect(await count('nothing-like-it', SEARCH_COUNT_CAP)).toBe(0);
  });

  it('answers the dashboard figures past the cap as the cap, and exact ones under it', async () => {
    const { body } = await t.admin.get<DashboardResponse>('/api/v1/admin/dashboard');
    expect(body.leads).toMatchObject({ today: LEAD_COUNT_CAP, week: LEAD_COUNT_CAP, unread: LEAD_COUNT_CAP });
    expect(body.leads?.byStatus).toMatchObject({ new: LEAD_COUNT_CAP, won: 3, lost: 0 });
    expect(body.leads?.latest).toHaveLength(5);
  });
});
