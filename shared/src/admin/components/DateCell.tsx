import { Badge, Stack, Text } from '@mantine/core';
import { PUBLISH_STATE_LABELS, type PublishState, type PublishingDto } from '../../contract/publishing.js';
import { formatZonedClock, formatZonedMoment } from '../../contract/timeZone.js';
import type { Column } from './DataTable.js';
import { siteZone } from '../siteClock.js';

/** A moment on the site's clock, saying which: 28 Nov 2026, 09:00 IST. */
export const formatSiteMoment = formatZonedMoment;

/** The time of day on the site's clock: 09:00. */
export const formatSiteClock = formatZonedClock;

/** A record's day on the site's clock: 22 Nov 2026. */
export function formatDay(iso: string, timeZone = siteZone()): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
}

/** A moment on the site's clock, saying which (admin.md#one-clock): 22 Nov 2026, 15:05 IST. */
export function formatDateTime(iso: string, timeZone = siteZone()): string {
  return formatSiteMoment(iso, timeZone);
}

/** A list's date column (a `<time>` with the full ISO date for assistive technology and copying). */
export function dateColumn<T>(date: (row: T) => string, header = 'Date'): Column<T> {
  return {
    key: 'date',
    header,
    render: (row) => (
      <Text size="sm" component="time" dateTime={date(row)} style={{ whiteSpace: 'nowrap' }}>
        {formatDay(date(row))}
      </Text>
    ),
  };
}

const STATUS_COLORS: Record<PublishState, string> = { draft: 'gray', scheduled: 'yellow', published: 'green' };

/** A product's or a blog's publishing state in a list: Draft, Scheduled (with its time on the site's clocks, `zone`) or Published. */
export function statusColumn<T extends PublishingDto>(zone: string): Column<T> {
  return {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <Badge variant="light" color={STATUS_COLORS[row.status]}>
          {PUBLISH_STATE_LABELS[row.status]}
        </Badge>
        {row.status === 'scheduled' && row.publishAt && (
          <Text size="xs" c="dimmed" component="time" dateTime={row.publishAt} style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.publishAt, zone)}
          </Text>
        )}
      </Stack>
    ),
  };
}
