import { Text } from '@mantine/core';
import type { Column } from './DataTable.js';

/** A record's day in the admin's Indian English format: 22 Nov 2026. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A moment in the admin's Indian English format: 22 Nov 2026, 3:05 pm. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
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
