// The charts' styles, after Mantine's own (AdminApp): they arrive with this screen's chunk only.
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { AnalyticsSummaryDto } from '../../../contract/analytics.js';
import { formatCount, formatReportDay } from './range.js';

type Day = AnalyticsSummaryDto['days'][number];

/** The chart in words, for its caption and for assistive technology: totals, and the busiest day. */
export function trafficSummary(days: Day[], from: string, to: string): string {
  const span = `from ${formatReportDay(from)} to ${formatReportDay(to)}`;
  const views = days.reduce((n, d) => n + d.views, 0);
  if (views === 0) return `No views ${span}.`;
  const visitors = days.reduce((n, d) => n + d.visitors, 0);
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best));
  return (
    `${formatCount(views)} ${views === 1 ? 'view' : 'views'} and ${formatCount(visitors)} ${visitors === 1 ? 'visitor' : 'visitors'} ${span}; ` +
    `the most views on ${formatReportDay(busiest.day)} (${formatCount(busiest.views)}).`
  );
}

/**
 * Views and visitors per day as an area chart (@mantine/charts), in a figure whose caption says
 * what it shows in words. The chart itself takes the keyboard (Tab to it, arrow keys move from day
 * to day and show that day's figures); the figures per day are in the table under it too.
 */
export function TrafficChart({ days, from, to }: { days: Day[]; from: string; to: string }) {
  const summary = trafficSummary(days, from, to);
  const data = days.map((d) => ({ day: formatReportDay(d.day, false), views: d.views, visitors: d.visitors }));
  return (
    <figure style={{ margin: 0 }} data-testid="traffic-chart">
      <AreaChart
        h={280}
        data={data}
        dataKey="day"
        series={[
          { name: 'views', label: 'Views', color: 'brand.6' },
          { name: 'visitors', label: 'Visitors', color: 'teal.7' },
        ]}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        withDots={days.length <= 31}
        valueFormatter={formatCount}
        // The SVG's own name and description (recharts writes them as <title> and <desc>).
        areaChartProps={{ title: 'Views and visitors per day', desc: summary }}
      />
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {summary}
      </Text>
    </figure>
  );
}
