import type { z } from 'zod';
import { formFieldsOf, listFieldsOf, type ContentType, type Field, type FieldsOf, type WritableKeys } from '../../contract/content/define.js';
import { fieldText } from '../../contract/format.js';
import type { Column } from '../components/DataTable.js';

/** What a form holds for one field while staff edit it: number inputs hold '' while empty. */
type FormValueOf<Fd extends Field> = Fd['input'] extends 'number' | 'rating'
  ? number | string
  : Fd['input'] extends ListInput | 'group'
    ? z.input<Fd['schema']>
    : string;

/** Inputs whose value is a list (empty: []). */
type ListInput = 'list' | 'multiselect' | 'tags' | 'figures' | 'images';
const LIST_INPUTS = new Set<string>(['list', 'multiselect', 'tags', 'figures', 'images'] satisfies ListInput[]);

/** The admin form's values for a content type: one per writable declared field. */
export type FormValuesOf<T extends ContentType> = { [K in WritableKeys<FieldsOf<T>>]: FormValueOf<FieldsOf<T>[K]> };

/**
 * Whether a form asks for a field: on create, every field; on edit, those whose update rule does
 * not allow leaving them out.
 */
export const requiredOn =
  (mode: 'create' | 'edit') =>
  (_name: string, field: Field): boolean =>
    mode === 'create' || !(field.update ?? field.schema).safeParse(undefined).success;

/**
 * Form values and list columns of a content type, from its declaration. Number inputs hold ''
 * while empty, so the shared schema answers "… must be a number" rather than a silent 0.
 */
export function emptyValuesOf<T extends ContentType>(type: T): FormValuesOf<T> {
  return Object.fromEntries(formFieldsOf(type).map(([name, f]) => [name, LIST_INPUTS.has(f.input) ? [] : ''])) as FormValuesOf<T>;
}

/** The form's values for a record the API sent: each writable field, '' where it has none. */
export function valuesFrom<T extends ContentType>(type: T, dto: object): FormValuesOf<T> {
  const record = dto as Record<string, unknown>;
  return Object.fromEntries(formFieldsOf(type).map(([name]) => [name, record[name] ?? ''])) as FormValuesOf<T>;
}

/**
 * The list table's columns for the fields the declaration marks `list`, as plain text (a select's
 * option label) and searchable; `cells` gives a column its own rendering (a price in rupees, a category's name).
 */
export function declaredColumns<T extends object>(
  type: ContentType,
  cells: Partial<Record<string, Partial<Column<T>>>> = {},
  only?: readonly string[],
): Array<Column<T>> {
  return listFieldsOf(type)
    .filter(([name]) => !only || only.includes(name))
    .map(([name, field]) => {
      // A select's value shows as its option's label ("Physical", not "physical").
      const text = (row: T) => {
        const value = fieldText((row as Record<string, unknown>)[name]);
        return field.options?.find((o) => o.value === value)?.label ?? value;
      };
      return { key: name, header: field.label, render: text, searchText: text, ...cells[name] };
    });
}
