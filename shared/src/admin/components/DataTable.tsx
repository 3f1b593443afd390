import { Center, Group, Loader, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ListPagination, TableRows } from './TableRows.js';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Text the search box matches against (defaults to nothing for this column). */
  searchText?: (row: T) => string;
  /** The row's main cell (its name or title), under which a wide table shows the row's actions; defaults to the first column. */
  primary?: boolean;
}

interface Props<T> {
  rows: T[] | null;
  columns: Array<Column<T>>;
  rowKey: (row: T) => string;
  emptyText: string;
  /** Accessible name of the table, e.g. "Products". */
  label: string;
  pageSize?: number;
  searchPlaceholder?: string;
}

/** A searchable, paged table: every admin list uses it (search and paging happen in the browser). */
export function DataTable<T>({ rows, columns, rowKey, emptyText, label, pageSize = 10, searchPlaceholder = 'Search' }: Props<T>) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!rows || !q) return rows ?? [];
    return rows.filter((row) => columns.some((c) => c.searchText?.(row).toLowerCase().includes(q)));
  }, [rows, columns, query]);

  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);

  if (rows === null) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }

  return (
    <>
      {columns.some((c) => c.searchText) && (
        <TextInput
          mb="sm"
          maw={360}
          aria-label={`Search ${label.toLowerCase()}`}
          placeholder={searchPlaceholder}
          leftSection={<Search size={16} aria-hidden />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
        />
      )}
      <TableRows rows={visible} columns={columns} rowKey={rowKey} label={label} empty={rows.length === 0 ? emptyText : 'No matches'} />
      {pages > 1 && (
        <Group justify="flex-end" mt="md">
          <ListPagination total={pages} value={current} onChange={setPage} label={label} />
        </Group>
      )}
    </>
  );
}
