import { Button, Card, Center, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Download } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { messageFor } from '../../../api/messages.js';
import { fieldText } from '../../../contract/format.js';
import { LoadError } from '../../components/LoadError.js';
import { formatCount, type DayRange } from './range.js';

/**
 * The Analytics screen's tables (shared/docs/admin.md#analytics), one component for all: a titled
 * section with its "Download CSV" link, a table with a header row (the first column heads each row),
 * a loader, an error with "Try again", and a sentence when the range has no row. A new report is a
 * few lines: its loader, its CSV address and its columns, named by the rows' fields, e.g.
 *
 * ```tsx
 * <ReportTable
 *   title="Conversions by source"
 *   range={range}
 *   load={() => api.analytics.conversions({ ...range, by: 'source' }).then((a) => a.rows)}
 *   csvUrl={`${api.analytics.csvUrl('conversions', csvQuery(range))}&by=source`}
 *   columns={[{ header: 'Source', label: 'value', none: 'Direct' }, ...TRAFFIC_COLUMNS, { header: 'Leads', count: 'leads' }, { header: 'Conversion rate', percent: 'conversionRate' }]}
 *   emptyText="No views in this range."
 * />
 * ```
 */

/** The keys of T whose values are `V`. */
type KeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

/**
 * A column, by the field of the row it shows:
 * - `label`: the row's name (a page, a source, a campaign); `none` stands for null (a direct
 *   visit: "Direct"), `format` writes the others (a day as "28 Nov 2026");
 * - `count`: a number, written as the back office writes numbers (1,23,456);
 * - `percent`: a fraction (0.125) written as a percentage with one decimal (12.5 %), "—" for null.
 * Figures are aligned to the right.
 */
export type ReportColumn<T> =
  | { header: string; label: KeysOf<T, string | null>; none?: string; format?: (value: string) => string }
  | { header: string; count: KeysOf<T, number> }
  | { header: string; percent: KeysOf<T, number | null> };

/** Views and visitors, the figures every traffic report has. */
export const TRAFFIC_COLUMNS = [
  { header: 'Views', count: 'views' },
  { header: 'Visitors', count: 'visitors' },
] as const;

const fieldOf = <T,>(c: ReportColumn<T>): string => ('label' in c ? c.label : 'count' in c ? c.count : c.percent);
const isFigure = <T,>(c: ReportColumn<T>): boolean => !('label' in c);

function cellOf<T>(c: ReportColumn<T>, row: T): ReactNode {
  const value = (row as Record<string, unknown>)[fieldOf(c)];
  if ('label' in c) {
    if (value === null || value === undefined) {
      return (
        <Text span size="sm" fs="italic">
          {c.none ?? '—'}
        </Text>
      );
    }
    return (
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {c.format ? c.format(fieldText(value)) : fieldText(value)}
      </Text>
    );
  }
  if (typeof value !== 'number') return '—';
  if ('count' in c) return formatCount(value);
  return `${(value * 100).toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

export interface ReportState<T> {
  data: T | null;
  error: string | null;
  retry: () => void;
}

/**
 * A report for `range` (`load` asks for it), loaded again when the range changes (the rows of the
 * range before are not shown meanwhile) and on `retry`. A failure keeps no data and says why (the
 * server's sentence, else `failure`).
 */
export function useReport<T>(load: () => Promise<T>, range: DayRange, failure: string): ReportState<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  // Callers pass a new closure each render: the latest is used, a new one is no reason to load again.
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const { from, to } = range;
  useEffect(() => {
    let live = true;
    setState({ data: null, error: null });
    latest.current().then(
      (data) => live && setState({ data, error: null }),
      (err: unknown) => live && setState({ data: null, error: messageFor(err, failure) }),
    );
    return () => {
      live = false;
    };
  }, [from, to, attempt, failure]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** A titled part of the screen (a card whose heading names it), with what acts on it beside the title. */
export function ReportSection({ title, actions, headingId, children }: { title: string; actions?: ReactNode; headingId?: string; children: ReactNode }) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby={id}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

/** "Download CSV", saying of what to assistive technology ("Download CSV of top pages"). */
export function CsvLink({ href, of }: { href: string; of: string }) {
  // A download with the session's credentials: same-origin on the web, proxied by the console.
  return (
    <Button component="a" href={href} download size="xs" variant="default" leftSection={<Download size={14} aria-hidden />}>
      Download CSV{' '}
      <VisuallyHidden>of {of.toLowerCase()}</VisuallyHidden>
    </Button>
  );
}

export interface ReportTableViewProps<T> {
  title: string;
  /** A sentence under the table: what its rows are (and how many at most). */
  caption?: string;
  /** The columns name the rows' fields; the rows' type is taken from the rows (or the loader) only. */
  columns: NoInfer<ReadonlyArray<ReportColumn<T>>>;
  /** A row's key: by default the value of the first column (the row's name). */
  rowKey?: (row: NoInfer<T>) => string;
  /** The CSV of the same report and range. */
  csvUrl: string;
  /** What an empty range says. */
  emptyText: string;
  rows: T[] | null;
  error: string | null;
  onRetry: () => void;
}

/** A report's section and table, for rows already loaded (or loading, or failed). */
export function ReportTableView<T>({ title, caption, columns, rowKey, csvUrl, emptyText, rows, error, onRetry }: ReportTableViewProps<T>) {
  const headingId = useId();
  const keyOf = rowKey ?? ((row: T) => fieldText((row as Record<string, unknown>)[columns[0] ? fieldOf(columns[0]) : '']));
  let body: ReactNode;
  if (error) {
    body = <LoadError message={error} onRetry={onRetry} />;
  } else if (rows === null) {
    body = (
      <Center py="lg">
        <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} />
      </Center>
    );
  } else if (rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="sm">
        {emptyText}
      </Text>
    );
  } else {
    const [first, ...rest] = columns;
    body = (
      <Table.ScrollContainer minWidth={320} type="native">
        <Table striped highlightOnHover aria-labelledby={headingId} captionSide="bottom">
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={fieldOf(c)} scope="col" ta={isFigure(c) ? 'right' : undefined}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={keyOf(row)}>
                {first && (
                  <Table.Th scope="row" fw="normal" ta={isFigure(first) ? 'right' : undefined}>
                    {cellOf(first, row)}
                  </Table.Th>
                )}
                {rest.map((c) => (
                  <Table.Td key={fieldOf(c)} ta={isFigure(c) ? 'right' : undefined} style={isFigure(c) ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}>
                    {cellOf(c, row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <ReportSection title={title} headingId={headingId} actions={rows && rows.length > 0 && !error ? <CsvLink href={csvUrl} of={title} /> : undefined}>
      {body}
    </ReportSection>
  );
}

export interface ReportTableProps<T> extends Omit<ReportTableViewProps<T>, 'rows' | 'error' | 'onRetry'> {
  /** The range shown: the rows are loaded again when it changes. */
  range: DayRange;
  /** The rows of the range (the report's call for `range`, its answer's rows). */
  load: () => Promise<T[]>;
  /** What a failure says when the server sent no sentence (default: "Failed to load {title}."). */
  failure?: string;
}

/** A report's table that loads its rows for the range itself: what the screen's tables are. */
export function ReportTable<T>({ range, load, failure, ...view }: ReportTableProps<T>) {
  const report = useReport(load, range, failure ?? `Failed to load the ${view.title.toLowerCase()}.`);
  return <ReportTableView {...view} rows={report.data} error={report.error} onRetry={report.retry} />;
}
