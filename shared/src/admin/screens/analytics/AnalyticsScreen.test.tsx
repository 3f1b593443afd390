// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import type { AnalyticsCampaignsDto, AnalyticsConversionsDto, AnalyticsPagesDto, AnalyticsPostsDto, AnalyticsSourcesDto, AnalyticsSummaryDto } from '../../../contract/analytics.js';
import { adminRoutes } from '../../routes.js';
import { offlineApi, renderScreen, stubBrowserApis, TEST_ADMIN } from '../../testing.js';
import { adminTheme } from '../../theme.js';
import { AnalyticsScreen } from './AnalyticsScreen.js';
import { ReportTable, TRAFFIC_COLUMNS } from './ReportTable.js';

beforeAll(stubBrowserApis);
beforeEach(() => {
  // 20:00 UTC is 01:30 the next day on the site's clock (Asia/Kolkata, the default zone).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T20:00:00Z'));
  // jsdom lays nothing out: the chart's container measures 0 × 0, which recharts says on every render.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(')) warn(...args);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const range = { success: true as const, timeZone: 'Asia/Kolkata' };

function summaryOf(from: string, to: string, views: number[]): AnalyticsSummaryDto {
  const days = views.map((v, i) => ({ day: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), views: v, visitors: Math.ceil(v / 2) }));
  const total = views.reduce((a, b) => a + b, 0);
  const visitors = days.reduce((a, d) => a + d.visitors, 0);
  return {
    ...range,
    from,
    to,
    days,
    totals: { views: total, visitors },
    devices: total ? [{ device: 'phone', views: total - 1, visitors: visitors - 1 }, { device: 'desktop', views: 1, visitors: 1 }, { device: 'tablet', views: 0, visitors: 0 }] : [],
  };
}

function setup({ views = [3, 0, 7], empty = false, pagesFailOnce = false, role = 'admin' }: { views?: number[]; empty?: boolean; pagesFailOnce?: boolean; role?: 'admin' | 'sales' } = {}) {
  const api = offlineApi();
  const summary = vi.spyOn(api.analytics, 'summary').mockImplementation(async (q) => summaryOf(q.from, q.to, empty ? [0] : views));
  const pages = vi.spyOn(api.analytics, 'pages').mockImplementation(
    async (q): Promise<AnalyticsPagesDto> => ({ ...range, ...q, rows: empty ? [] : [{ path: '/blog/local-seo', views: 7, visitors: 4 }, { path: '/about', views: 3, visitors: 2 }] }),
  );
  const sources = vi.spyOn(api.analytics, 'sources').mockImplementation(
    async (q): Promise<AnalyticsSourcesDto> => ({ ...range, ...q, rows: empty ? [] : [{ source: null, views: 6, visitors: 3 }, { source: 'newsletter', views: 4, visitors: 3 }] }),
  );
  const campaigns = vi.spyOn(api.analytics, 'campaigns').mockImplementation(
    async (q): Promise<AnalyticsCampaignsDto> => ({ ...range, ...q, rows: empty ? [] : [{ campaign: 'spring-sale', views: 4, visitors: 3 }] }),
  );
  const conversions = vi.spyOn(api.analytics, 'conversions').mockImplementation(
    async (q): Promise<AnalyticsConversionsDto> => ({
      ...range,
      ...q,
      rows: empty
        ? []
        : q.by === 'landing'
          ? [{ value: '/blog/local-seo', views: 7, visitors: 4, leads: 1, conversionRate: 0.25 }]
          : [{ value: q.by === 'source' ? 'newsletter' : 'spring-sale', views: 4, visitors: 3, leads: 1, conversionRate: 0.3333 }],
    }),
  );
  const posts = vi.spyOn(api.analytics, 'posts').mockImplementation(
    async (q): Promise<AnalyticsPostsDto> => ({
      ...range,
      ...q,
      rows: empty ? [] : [{ path: '/blog/local-seo', title: 'Local SEO for small firms', views: 7, visitors: 4, leads: 1 }, { path: '/blog/gone', title: '', views: 1, visitors: 1, leads: 0 }],
    }),
  );
  if (pagesFailOnce) pages.mockRejectedValueOnce(new ApiError(400, 'A report covers at most 366 days', []));
  renderScreen(<AnalyticsScreen />, { api, path: adminRoutes.analytics, me: { ...TEST_ADMIN, role } });
  return { api, summary, pages, sources, campaigns, conversions, posts };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('AnalyticsScreen', () => {
  it("shows the last 30 days on the site's clock: totals, devices, the chart in words, and the three tables with their CSVs", async () => {
    const { summary, pages, sources, campaigns } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    // Once the account is known to be an admin's, the traffic reports are asked for.
    await screen.findByRole('list', { name: 'Totals' });
    const last30 = { from: '2026-10-31', to: '2026-11-29' };
    for (const call of [summary, pages, sources, campaigns]) expect(call).toHaveBeenCalledWith(last30);
    expect(screen.getByTestId('analytics-range').textContent).toBe('31 Oct 2026 to 29 Nov 2026');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Last 30 days' }).checked).toBe(true);

    const totals = within(screen.getByRole('list', { name: 'Totals' }));
    expect(await totals.findByText('10')).toBeTruthy();
    expect(within(totals.getByRole('listitem', { name: 'Visitors' })).getByText('6')).toBeTruthy();
    expect(totals.getByRole('progressbar', { name: 'Phones: 9 views (90 %)' })).toBeTruthy();
    expect(totals.getByRole('progressbar', { name: 'Tablets: 0 views (0 %)' })).toBeTruthy();
    // The chart says what it shows in words.
    const chart = screen.getByTestId('traffic-chart');
    expect(within(chart).getByText('10 views and 6 visitors from 31 Oct 2026 to 29 Nov 2026; the most views on 2 Nov 2026 (7).')).toBeTruthy();

    await waitFor(() => expect(bodyRows('Top pages')).toHaveLength(2));
    expect(bodyRows('Top pages').map((r) => r.textContent)).toEqual(['/blog/local-seo74', '/about32']);
    // The first cell heads its row; figures have their column headers.
    expect(within(bodyRows('Top pages')[0]).getByRole('rowheader').textContent).toBe('/blog/local-seo');
    expect(within(screen.getByRole('table', { name: 'Top pages' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Page', 'Views', 'Visitors']);
    await waitFor(() => expect(bodyRows('Top sources')).toHaveLength(2));
    expect(within(bodyRows('Top sources')[0]).getByRole('rowheader').textContent).toBe('Direct');
    await waitFor(() => expect(bodyRows('Campaigns')).toHaveLength(1));

    const csv = (region: string, name: RegExp) => section(region).getByRole('link', { name }).getAttribute('href');
    expect(csv('Top pages', /^Download CSV of top pages$/)).toBe('/api/v1/admin/analytics/pages/csv?from=2026-10-31&to=2026-11-29&limit=500');
    expect(csv('Top sources', /^Download CSV of top sources$/)).toBe('/api/v1/admin/analytics/sources/csv?from=2026-10-31&to=2026-11-29&limit=500');
    expect(csv('Campaigns', /^Download CSV of campaigns$/)).toBe('/api/v1/admin/analytics/campaigns/csv?from=2026-10-31&to=2026-11-29&limit=500');
    expect(csv('Views and visitors per day', /^Download CSV/)).toBe('/api/v1/admin/analytics/summary/csv?from=2026-10-31&to=2026-11-29');
    expect(section('Top pages').getByRole('link', { name: /Download CSV/ }).hasAttribute('download')).toBe(true);
  });

  it('asks again for another range: a preset, or two days chosen (checked before asking)', async () => {
    const user = userEvent.setup();
    const { summary, campaigns } = setup();
    await screen.findByTestId('traffic-chart');
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(summary).toHaveBeenLastCalledWith({ from: '2026-11-23', to: '2026-11-29' }));
    expect(campaigns).toHaveBeenLastCalledWith({ from: '2026-11-23', to: '2026-11-29' });
    expect(await screen.findByText('23 Nov 2026 to 29 Nov 2026')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByRole<HTMLInputElement>('textbox', { name: 'From' });
    expect(from.value).toBe('23 Nov 2026');
    const calls = summary.mock.calls.length;
    // From after To is no report: said under From, and nothing is asked.
    fireEvent.change(from, { target: { value: '1 Dec 2026' } });
    expect(await screen.findByText('From must not be after To')).toBeTruthy();
    expect(summary.mock.calls.length).toBe(calls);
    fireEvent.change(from, { target: { value: '1 Nov 2026' } });
    await waitFor(() => expect(summary).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-29' }));
    expect(screen.queryByText('From must not be after To')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '10 Nov 2026' } });
    await waitFor(() => expect(campaigns).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-10' }));
    await waitFor(() =>
      expect(section('Campaigns').getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe('/api/v1/admin/analytics/campaigns/csv?from=2026-11-01&to=2026-11-10&limit=500'),
    );
  });

  it('shows the figures per day as a table on demand', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = await screen.findByRole('button', { name: 'Show the figures per day' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the figures per day' }).getAttribute('aria-expanded')).toBe('true');
    const days = bodyRows('Figures per day');
    expect(days).toHaveLength(3);
    expect(days.map((r) => r.textContent)).toEqual(['31 Oct 202632', '1 Nov 202600', '2 Nov 202674']);
  });

  it('says so when the range has no views, and offers no empty download', async () => {
    setup({ empty: true });
    expect(await screen.findByText(/^No views from 31 Oct 2026 to 29 Nov 2026\./)).toBeTruthy();
    expect(screen.queryByTestId('traffic-chart')).toBeNull();
    expect(await screen.findByText('No page was viewed in this range.')).toBeTruthy();
    expect(await screen.findByText('No views in this range, so no sources.')).toBeTruthy();
    expect(await screen.findByText('No views from a campaign link in this range.')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /Download CSV/ })).toEqual([]);
  });

  it("says why a report failed (the server's sentence) and tries it again", async () => {
    const user = userEvent.setup();
    const { pages } = setup({ pagesFailOnce: true });
    await screen.findByRole('region', { name: 'Top pages' });
    const failed = await section('Top pages').findByRole('alert');
    expect(failed.textContent).toContain('A report covers at most 366 days');
    // The other reports are there all the same.
    await waitFor(() => expect(bodyRows('Campaigns')).toHaveLength(1));
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows('Top pages')).toHaveLength(2));
    expect(pages).toHaveBeenCalledTimes(2);
  });
});

describe('AnalyticsScreen: leads by source, campaign and landing page', () => {
  it('shows an admin the leads and conversion rate by source, then by campaign or landing page, each with its CSV, and the blog posts', async () => {
    const user = userEvent.setup();
    const { conversions, posts } = setup();
    await waitFor(() => expect(bodyRows('Leads by source')).toHaveLength(1));
    expect(conversions).toHaveBeenCalledWith({ from: '2026-10-31', to: '2026-11-29', by: 'source' });
    const cells = (table: string) => bodyRows(table).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells('Leads by source')).toEqual([['newsletter', '4', '3', '1', '33.3 %']]);
    expect(section('Leads by source').getByRole('link', { name: 'Download CSV of leads by source' }).getAttribute('href')).toBe(
      '/api/v1/admin/analytics/conversions/csv?from=2026-10-31&to=2026-11-29&limit=500&by=source',
    );
    await user.click(screen.getByRole('radio', { name: 'Landing page' }));
    await waitFor(() => expect(bodyRows('Leads by landing page')).toHaveLength(1));
    expect(conversions).toHaveBeenLastCalledWith({ from: '2026-10-31', to: '2026-11-29', by: 'landing' });
    expect(cells('Leads by landing page')).toEqual([['/blog/local-seo', '7', '4', '1', '25.0 %']]);
    expect(section('Leads by landing page').getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toContain('by=landing');

    await waitFor(() => expect(bodyRows('Blog posts')).toHaveLength(2));
    expect(posts).toHaveBeenCalledWith({ from: '2026-10-31', to: '2026-11-29' });
    // A post's address with no post there now is still listed, and says so.
    expect(cells('Blog posts')).toEqual([
      ['Local SEO for small firms', '/blog/local-seo', '7', '4', '1'],
      ['(no post at this address now)', '/blog/gone', '1', '1', '0'],
    ]);
  });

  it('shows sales the leads by source, campaign and landing page alone: no traffic report is asked for', async () => {
    const user = userEvent.setup();
    const { summary, pages, sources, campaigns, posts, conversions } = setup({ role: 'sales' });
    await waitFor(() => expect(bodyRows('Leads by source')).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Campaign' }));
    await waitFor(() => expect(bodyRows('Leads by campaign')).toHaveLength(1));
    expect(conversions).toHaveBeenLastCalledWith({ from: '2026-10-31', to: '2026-11-29', by: 'campaign' });
    for (const call of [summary, pages, sources, campaigns, posts]) expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Top pages' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Blog posts' })).toBeNull();
  });
});

describe('ReportTable', () => {
  it('takes a new report with its loader and columns alone: labels, counts and percentages, null as its own word', async () => {
    const rows = [
      { value: null, views: 1200, visitors: 800, leads: 12, conversionRate: 0.015 },
      { value: 'google', views: 40, visitors: 30, leads: 0, conversionRate: 0 },
    ];
    render(
      <MantineProvider theme={adminTheme} env="test">
        <ReportTable
          title="Conversions by source"
          range={{ from: '2026-11-01', to: '2026-11-30' }}
          load={async () => rows}
          csvUrl="/x.csv"
          columns={[{ header: 'Source', label: 'value', none: 'Direct' }, ...TRAFFIC_COLUMNS, { header: 'Leads', count: 'leads' }, { header: 'Conversion rate', percent: 'conversionRate' }]}
          emptyText="None."
        />
      </MantineProvider>,
    );
    await waitFor(() => expect(bodyRows('Conversions by source')).toHaveLength(2));
    const cells = bodyRows('Conversions by source').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Direct', '1,200', '800', '12', '1.5 %'],
      ['google', '40', '30', '0', '0.0 %'],
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV of conversions by source' }).getAttribute('href')).toBe('/x.csv');
  });
});
