import { Card, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Column } from './DataTable.js';
import classes from './TableRows.module.css';

/** Below Mantine's `sm` breakpoint (48em) a list shows each row as a card instead of a table. */
export const NARROW_QUERY = '(max-width: 47.99em)';

/**
 * A column keyed "actions" holds the row's buttons. In the table they sit under the row's main cell
 * (as WordPress's row actions do), not in a column of their own, so a row of buttons never pushes a
 * title, a status or the table itself past the screen's edge; in a card they are its footer.
 */
function isActions<T>(c: Column<T>): boolean {
  return c.key === 'actions' || c.key === 'action';
}

/** The cell that carries the row's actions: the column marked `primary`, else the first one with content. */
function primaryColumn<T>(columns: Array<Column<T>>): Column<T> | undefined {
  return columns.find((c) => c.primary) ?? columns.find((c) => c.key !== 'select' && !isActions(c));
}

interface Props<T> {
  rows: T[];
  columns: Array<Column<T>>;
  rowKey: (row: T) => string;
  /** Accessible name of the table or card list. */
  label: string;
  /** Shown when there is no row. */
  empty: string;
}

/**
 * The rows of an admin list: a table on a wide screen; on a narrow one a list of cards, each with
 * its fields (header and value) and its action buttons underneath, so nothing needs sideways scrolling.
 */
export function TableRows<T>({ rows, columns, rowKey, label, empty }: Props<T>) {
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  if (narrow) {
    if (rows.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="md">
          {empty}
        </Text>
      );
    }
    return (
      <Stack component="ul" gap="sm" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Card component="li" key={rowKey(row)} withBorder padding="sm" radius="md">
            <Stack gap={6}>
              {columns
                .filter((c) => !isActions(c))
                .map((c) => (
                  <div key={c.key}>
                    {c.header && (
                      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                        {c.header}
                      </Text>
                    )}
                    <div style={{ overflowWrap: 'anywhere' }}>{c.render(row)}</div>
                  </div>
                ))}
              {columns.filter(isActions).map((c) => (
                <Group key={c.key} gap="xs" mt={4} className={classes.cardActions}>
                  {c.render(row)}
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  const actions = columns.find(isActions);
  const primary = actions && primaryColumn(columns);
  const shown = primary ? columns.filter((c) => !isActions(c)) : columns;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover aria-label={label} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((c) => (
              <Table.Th key={c.key}>{c.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={shown.length}>
                <Text c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)} className={classes.row}>
                {shown.map((c) => (
                  <Table.Td key={c.key} className={isActions(c) ? classes.actions : undefined}>
                    {c.render(row)}
                    {c === primary && actions && <div className={classes.rowActions}>{actions.render(row)}</div>}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Mantine's pagination with a name on every button (its arrows have none of their own). */
export function ListPagination({ total, value, onChange, label }: { total: number; value: number; onChange: (page: number) => void; label: string }): ReactNode {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={`${label} pages`}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
    />
  );
}
