import { Button, Card, Center, Group, Loader, Progress, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_DEVICES, ANALYTICS_TOP_DEFAULT, ANALYTICS_TOP_MAX, type AnalyticsDevice, type AnalyticsQuery, type AnalyticsSummaryDto, type ConversionKey } from '../../../contract/analytics.js';
import { useCan } from '../../auth.js';
import { DayInput } from '../../components/DayInput.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { siteZone, useSiteClock } from '../../siteClock.js';
import { formatCount, formatReportDay, rangeOf, rangeParams, rangeProblem, todayOn, type DayRange, type RangeChoice } from './range.js';
import { CsvLink, ReportSection, ReportTable, ReportTableView, TRAFFIC_COLUMNS, useReport } from './ReportTable.js';
import { TrafficChart } from './TrafficChart.js';

const CHOICES: Array<{ value: RangeChoice; label: string }> = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom' },
];

const DEVICE_LABELS: Record<AnalyticsDevice, string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Computers' };

/** The query of a top list's CSV: the same range, as many rows as a report gives. */
export const csvQuery = (range: DayRange): AnalyticsQuery => ({ ...range, limit: ANALYTICS_TOP_MAX });

/**
 * Analytics (`/admin/analytics`): for admins, the public site's views and visitors per day over a
 * range (the last 7, 30 or 90 days, or two days chosen; days on the site's clock), their totals and
 * device classes, the top pages, sources and campaigns, the leads and conversion rate by source,
 * campaign or landing page, and the blog posts' views and leads, each with its CSV; for sales, the
 * leads by source, campaign and landing page alone (shared/docs/admin.md#analytics). Its module,
 * with the charts, is a chunk of its own that arrives when the screen is first opened.
 */
export function AnalyticsScreen() {
  const admin = useCan('admin');
  const zone = useSiteClock() ?? siteZone();
  const today = todayOn(zone);
  const [params, setParams] = useSearchParams();
  const { choice, ...asked } = useMemo(() => rangeOf(params, today), [params, today]);
  // The range shown; Custom keeps the days being chosen until both make a report.
  const range = useMemo(() => ({ from: asked.from, to: asked.to }), [asked.from, asked.to]);
  const [custom, setCustom] = useState<{ open: boolean; from: string; to: string }>({ open: choice === 'custom', ...range });
  const shownChoice: RangeChoice = custom.open ? 'custom' : choice;
  const problem = custom.open ? rangeProblem(custom.from, custom.to) : null;

  const choose = (value: string) => {
    if (value === 'custom') {
      setCustom({ open: true, ...range });
      setParams(rangeParams('custom', range), { replace: true });
      return;
    }
    setCustom((c) => ({ ...c, open: false }));
    setParams(rangeParams(value as RangeChoice, range), { replace: true });
  };
  const chooseDay = (end: 'from' | 'to', day: string) => {
    const next = { ...custom, [end]: day };
    setCustom(next);
    if (!rangeProblem(next.from, next.to)) setParams(rangeParams('custom', next), { replace: true });
  };

  return (
    <>
      <PageHeader title="Analytics" />
      <Stack gap="lg">
        <Text size="sm" c="dimmed" maw={760}>
          {admin
            ? `Views of the public site's pages, counted by the site's own server without cookies, and the leads they brought. Days are on the site's clock (${zone}); a visitor is counted once a day, so the visitors of several days are the sum of each day's.`
            : `Which sources, campaigns and landing pages bring leads: each lead keeps where its visit started. Days are on the site's clock (${zone}).`}
        </Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          <SegmentedControl aria-label="Range" data={CHOICES} value={shownChoice} onChange={choose} />
          {custom.open && (
            <Group gap="sm" align="flex-start" wrap="wrap">
              <DayInput label="From" w={160} clearable={false} value={custom.from} error={problem?.from} onChange={(day) => chooseDay('from', day)} />
              <DayInput label="To" w={160} clearable={false} value={custom.to} error={problem?.to} onChange={(day) => chooseDay('to', day)} />
            </Group>
          )}
        </Group>
        <Text fw={600} data-testid="analytics-range">
          {formatReportDay(range.from)} to {formatReportDay(range.to)}
        </Text>
        {admin && <Traffic range={range} />}
        <Conversions range={range} />
        {admin && <Posts range={range} />}
      </Stack>
    </>
  );
}

/** The site's traffic (admins): the overview and chart, then the top pages, sources and campaigns. */
function Traffic({ range }: { range: DayRange }) {
  const { api } = useAdminServices();
  const summary = useReport(() => api.analytics.summary(range), range, 'Failed to load the views per day.');
  return (
    <>
      {summary.error ? (
        <LoadError message={summary.error} onRetry={summary.retry} />
      ) : !summary.data ? (
        <Center py="xl">
          <Loader aria-label="Loading the views per day" />
        </Center>
      ) : (
        <Overview summary={summary.data} range={range} csvUrl={api.analytics.csvUrl('summary', range)} />
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ReportTable
          title="Top pages"
          caption={`The ${ANALYTICS_TOP_DEFAULT} most viewed pages; the CSV holds up to ${ANALYTICS_TOP_MAX}.`}
          range={range}
          load={() => api.analytics.pages(range).then((a) => a.rows)}
          csvUrl={api.analytics.csvUrl('pages', csvQuery(range))}
          columns={[{ header: 'Page', label: 'path' }, ...TRAFFIC_COLUMNS]}
          emptyText="No page was viewed in this range."
        />
        <ReportTable
          title="Top sources"
          caption="Where views came from: the link's utm_source, else the site that linked; Direct when none (typed, bookmarked, or not said)."
          range={range}
          load={() => api.analytics.sources(range).then((a) => a.rows)}
          csvUrl={api.analytics.csvUrl('sources', csvQuery(range))}
          columns={[{ header: 'Source', label: 'source', none: 'Direct' }, ...TRAFFIC_COLUMNS]}
          emptyText="No views in this range, so no sources."
        />
        <ReportTable
          title="Campaigns"
          caption="Views that came from a link with a utm_campaign."
          range={range}
          load={() => api.analytics.campaigns(range).then((a) => a.rows)}
          csvUrl={api.analytics.csvUrl('campaigns', csvQuery(range))}
          columns={[{ header: 'Campaign', label: 'campaign' }, ...TRAFFIC_COLUMNS]}
          emptyText="No views from a campaign link in this range."
        />
      </SimpleGrid>
    </>
  );
}

const BY_CHOICES: Array<{ value: ConversionKey; label: string }> = [
  { value: 'source', label: 'Source' },
  { value: 'campaign', label: 'Campaign' },
  { value: 'landing', label: 'Landing page' },
];

/** How each grouping heads its first column, and what a null value there means. */
const BY_COLUMN: Record<ConversionKey, { header: string; title: string; none?: string; caption: string }> = {
  source: { header: 'Source', title: 'Leads by source', none: 'Direct', caption: "The link's utm_source, else the site that linked; Direct when none." },
  campaign: { header: 'Campaign', title: 'Leads by campaign', caption: 'Visits and leads that came from a link with a utm_campaign.' },
  landing: { header: 'Landing page', title: 'Leads by landing page', caption: 'The page a visit started on.' },
};

/**
 * Leads and conversion rate (leads per visitor) by source, campaign or landing page: which of the
 * company's posts, campaigns and listings bring clients (admins and sales).
 */
function Conversions({ range }: { range: DayRange }) {
  const { api } = useAdminServices();
  const [by, setBy] = useState<ConversionKey>('source');
  const column = BY_COLUMN[by];
  return (
    <Stack gap="xs">
      <SegmentedControl aria-label="Leads by" data={BY_CHOICES} value={by} onChange={(value) => setBy(value as ConversionKey)} style={{ alignSelf: 'flex-start' }} />
      <ReportTable
        key={by}
        title={column.title}
        caption={`${column.caption} Conversion rate: leads per visitor; a lead counts where its visit started.`}
        range={range}
        load={() => api.analytics.conversions({ ...range, by }).then((a) => a.rows)}
        csvUrl={api.analytics.conversionsCsvUrl({ ...csvQuery(range), by })}
        columns={[{ header: column.header, label: 'value', none: column.none }, ...TRAFFIC_COLUMNS, { header: 'Leads', count: 'leads' }, { header: 'Conversion rate', percent: 'conversionRate' }]}
        emptyText="No views or leads in this range."
      />
    </Stack>
  );
}

/** Each blog post's views, visitors and the leads that landed on it (admins). */
function Posts({ range }: { range: DayRange }) {
  const { api } = useAdminServices();
  return (
    <ReportTable
      title="Blog posts"
      caption="Views of each post's address, and the leads whose visit started on it."
      range={range}
      load={() => api.analytics.posts(range).then((a) => a.rows.map((row) => ({ ...row, title: row.title || '(no post at this address now)' })))}
      csvUrl={api.analytics.csvUrl('posts', csvQuery(range))}
      columns={[{ header: 'Post', label: 'title' }, { header: 'Address', label: 'path' }, ...TRAFFIC_COLUMNS, { header: 'Leads', count: 'leads' }]}
      rowKey={(row) => row.path}
      emptyText="No blog post was viewed in this range."
    />
  );
}

/** Totals, device classes, the chart and (on demand) its figures per day. */
function Overview({ summary, range, csvUrl }: { summary: AnalyticsSummaryDto; range: DayRange; csvUrl: string }) {
  const [perDay, setPerDay] = useState(false);
  const empty = summary.totals.views === 0;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Totals">
        <Figure label="Views" value={summary.totals.views} />
        <Figure label="Visitors" value={summary.totals.visitors} />
        <Devices summary={summary} />
      </SimpleGrid>
      <ReportSection title="Views and visitors per day" actions={empty ? undefined : <CsvLink href={csvUrl} of="views and visitors per day" />}>
        {empty ? (
          <Text size="sm" c="dimmed" py="sm">
            No views from {formatReportDay(range.from)} to {formatReportDay(range.to)}. Views are counted as visitors open the public pages (not staff who are signed
            in, bots, or browsers that ask not to be tracked).
          </Text>
        ) : (
          <>
            <TrafficChart days={summary.days} from={range.from} to={range.to} />
            <Button variant="subtle" size="xs" mt="xs" aria-expanded={perDay} aria-controls="analytics-per-day" onClick={() => setPerDay((v) => !v)}>
              {perDay ? 'Hide the figures per day' : 'Show the figures per day'}
            </Button>
            <div id="analytics-per-day" hidden={!perDay}>
              {perDay && (
                <ReportTableView
                  title="Figures per day"
                  rows={summary.days}
                  error={null}
                  onRetry={() => {}}
                  csvUrl={csvUrl}
                  columns={[{ header: 'Day', label: 'day', format: formatReportDay }, ...TRAFFIC_COLUMNS]}
                  emptyText="No days."
                />
              )}
            </div>
          </>
        )}
      </ReportSection>
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  const id = `analytics-figure-${label.toLowerCase()}`;
  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {formatCount(value)}
      </Text>
    </Card>
  );
}

/** Views by device class: a bar each, as long as its share, with the numbers in words too. */
function Devices({ summary }: { summary: AnalyticsSummaryDto }) {
  const total = summary.totals.views;
  const views = (device: AnalyticsDevice) => summary.devices.find((d) => d.device === device)?.views ?? 0;
  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby="analytics-figure-devices">
      <Text id="analytics-figure-devices" size="sm" c="dimmed" mb={4}>
        Devices
      </Text>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          No views yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {ANALYTICS_DEVICES.map((device) => {
            const share = Math.round((views(device) / total) * 100);
            const words = `${DEVICE_LABELS[device]}: ${formatCount(views(device))} views (${share} %)`;
            return (
              <div key={device}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{DEVICE_LABELS[device]}</Text>
                  <Text size="sm" fw={600}>
                    {formatCount(views(device))} ({share} %)
                  </Text>
                </Group>
                <Progress value={share} size="sm" aria-label={words} />
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
