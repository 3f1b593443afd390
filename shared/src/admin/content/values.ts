import { formFieldsOf, listFieldsOf, type ContentType } from '../../contract/content/define.js';
import type { Column } from '../components/DataTable.js';

/**
 * Form values and list columns of a content type, from its declaration. Number inputs hold ''
 * while empty, so the shared schema answers "… must be a number" rather than a silent 0.
 */
export function emptyValuesOf(type: ContentType): Record<string, unknown> {
  return Object.fromEntries(formFieldsOf(type).map(([name, f]) => [name, f.input === 'list' ? [] : '']));
}

/** The form's values for a record the API sent: each writable field, '' where it has none. */
export function valuesFrom(type: ContentType, dto: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(formFieldsOf(type).map(([name]) => [name, dto[name] ?? '']));
}

/**
 * The list table's columns for the fields the declaration marks `list`, as plain text and
 * searchable; `cells` gives a column its own rendering (a price in rupees, a category's name).
 */
export function declaredColumns<T extends object>(
  type: ContentType,
  cells: Partial<Record<string, Partial<Column<T>>>> = {},
  only?: readonly string[],
): Array<Column<T>> {
  return listFieldsOf(type)
    .filter(([name]) => !only || only.includes(name))
    .map(([name, field]) => {
      const text = (row: T) => String((row as Record<string, unknown>)[name] ?? '');
      return { key: name, header: field.label, render: text, searchText: text, ...cells[name] };
    });
}
