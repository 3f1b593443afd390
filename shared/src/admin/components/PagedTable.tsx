import { Center, Checkbox, Group, Loader, Text, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { formatCount } from '../../contract/format.js';
import type { Paged } from '../../contract/types.js';
import type { RowSelection } from '../useRowSelection.js';
import type { Column } from './DataTable.js';
import { ListPagination, TableRows } from './TableRows.js';

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

interface Props<T> {
  /** The page the server answered; null until the first one arrives. */
  page: Paged<T> | null;
  columns: Array<Column<T>>;
  rowKey: (row: T) => string;
  emptyText: string;
  /** Accessible name of the table, e.g. "Products". */
  label: string;
  onPageChange: (page: number) => void;
  /**
   * A search box whose words the server searches (sent once typing pauses). `countCap`: the server
   * counts a search's matches up to this many, so a total there reads "1,000+".
   */
  search?: { placeholder: string; onSearch: (words: string) => void; countCap?: number };
  /** Filters and sort controls shown beside the search box. */
  controls?: ReactNode;
  /**
   * Checkboxes for bulk actions: a first column with one per row (named "Select <name>") and
   * "Select all on this page" above the rows, in the table and in the narrow card layout alike.
   */
  selection?: { state: RowSelection; name: (row: T) => string };
  /** How the total reads, when the server counts only so far ("10,000+" leads). */
  formatTotal?: (total: number) => string;
  /** Another way to show the page's rows (the media library's thumbnail grid), instead of the table. */
  view?: (rows: T[], empty: string) => ReactNode;
}

/**
 * A table of one page of a server-paged list (usePagedList): the server searches, filters, sorts and
 * pages, so the table never holds more than one page, however long the list.
 */
export function PagedTable<T>({ page, columns, rowKey, emptyText, label, onPageChange, search, controls, selection, formatTotal = (n) => formatCount(n), view }: Props<T>) {
  const [words, setWords] = useState('');
  const onSearch = useRef(search?.onSearch);
  useLayoutEffect(() => {
    onSearch.current = search?.onSearch;
  });
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => onSearch.current?.(words.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [words]);

  return (
    <>
      {(search || controls) && (
        <Group mb="sm" gap="sm" align="flex-end" wrap="wrap">
          {search && (
            <TextInput
              maw={360}
              miw={240}
              style={{ flex: 1 }}
              aria-label={`Search ${label.toLowerCase()}`}
              placeholder={search.placeholder}
              leftSection={<Search size={16} aria-hidden />}
              value={words}
              onChange={(e) => {
                typed.current = true;
                setWords(e.currentTarget.value);
              }}
            />
          )}
          {controls}
        </Group>
      )}
      {page === null ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        <>
          {selection && (
            <Checkbox
              mb="xs"
              label="Select all on this page"
              checked={selection.state.all}
              indeterminate={selection.state.some && !selection.state.all}
              disabled={!selection.state.any}
              onChange={(e) => selection.state.togglePage(e.currentTarget.checked)}
            />
          )}
          {view ? (
            view(page.data, words.trim() ? 'No matches' : emptyText)
          ) : (
            <TableRows
              rows={page.data}
              columns={selection ? [selectColumn(selection.state, rowKey, selection.name), ...columns] : columns}
              rowKey={rowKey}
              label={label}
              empty={words.trim() ? 'No matches' : emptyText}
            />
          )}
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed">
              {words.trim() && search?.countCap ? formatCount(page.total, search.countCap) : formatTotal(page.total)} {page.total === 1 ? 'record' : 'records'}
            </Text>
            {page.pages > 1 && <ListPagination total={page.pages} value={Math.min(page.page, page.pages)} onChange={onPageChange} label={label} />}
          </Group>
        </>
      )}
    </>
  );
}

/** The checkbox column of a list with bulk actions. */
function selectColumn<T>(state: RowSelection, rowKey: (row: T) => string, name: (row: T) => string): Column<T> {
  return {
    key: 'select',
    header: 'Select',
    render: (row) => <Checkbox aria-label={`Select ${name(row)}`} checked={state.has(rowKey(row))} onChange={(e) => state.toggle(rowKey(row), e.currentTarget.checked)} />,
  };
}
