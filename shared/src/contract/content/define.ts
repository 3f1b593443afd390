import { z } from 'zod';
import { fieldText } from '../format.js';

/**
 * A content type is declared once: its fields with their rules, labels and admin inputs, which of
 * them visitors see, and which the admin lists as columns. Schemas, DTO types, presenters, the
 * handlers' create/update assignment, the admin's forms, form data and table columns derive from
 * the declaration, so a new field is one entry here plus its column in the database.
 */

/** How the admin edits a field. */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'number'
  | 'select'
  | 'email'
  | 'phone'
  | 'url'
  | 'rating'
  | 'category'
  | 'list'
  | 'group'
  | 'image'
  // Several of `options` (a list of their values).
  | 'multiselect'
  // A list of short texts, typed one by one (technologies, tags).
  | 'tags'
  // A list of figures, each a value and what it measures ("40%", "less time on invoices").
  | 'figures'
  // A list of images from the media library (their paths).
  | 'images';

export interface FieldOption {
  value: string;
  label: string;
}

export interface Field<S extends z.ZodType = z.ZodType> {
  label: string;
  input: InputKind;
  /** The rule on create, and on update unless `update` gives another. */
  schema: S;
  /** The rule on update when it differs (a field that may be left out, say). */
  update?: z.ZodType;
  /** The record's property that stores the field, when its name differs. */
  column?: string;
  /** `false`: never sent to visitors (admin answers only). */
  public?: boolean;
  /** `true`: set by the server, never by a form (a review's status). */
  readOnly?: boolean;
  /** A column of the admin's list table. */
  list?: boolean;
  /** Choices of a `select` input. */
  options?: readonly FieldOption[];
  /** An empty value is stored as NULL (an optional reference). */
  emptyAsNull?: boolean;
  /** Shown under the admin input. */
  hint?: string;
  /** How many values a list field takes at most (its rule says the same), for inputs that offer more only up to it. */
  max?: number;
  /** Shown in a part of the form of its own (`seo`: admin/content/SeoFields.tsx), not among the main fields. */
  section?: 'seo';
}

export type Fields = Record<string, Field>;
export type Timestamp = 'createdAt' | 'updatedAt';

export interface ContentType<F extends Fields = Fields, TS extends readonly Timestamp[] = readonly Timestamp[]> {
  /** Singular, for messages: "Product". */
  label: string;
  fields: F;
  /** The record's dates that its answers carry, as ISO strings. */
  timestamps: TS;
}

export function defineContentType<const F extends Fields, const TS extends readonly Timestamp[]>(type: ContentType<F, TS>): ContentType<F, TS> {
  return type;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type FieldsOf<T> = T extends ContentType<infer F> ? F : never;
export type WritableKeys<F extends Fields> = { [K in keyof F]: F[K] extends { readOnly: true } ? never : K }[keyof F];
type PublicKeys<F extends Fields> = { [K in keyof F]: F[K] extends { public: false } ? never : K }[keyof F];
type UpdateRule<Fd extends Field> = Fd extends { update: infer U extends z.ZodType } ? U : Fd['schema'];
type ColumnOf<F extends Fields, K extends keyof F> = F[K] extends { column: infer C extends string } ? C : K;

/** Field values as validated input produces them. */
export type ValuesOf<T extends ContentType> = Simplify<{ [K in keyof FieldsOf<T>]: z.output<FieldsOf<T>[K]['schema']> }>;

/** What the API answers: `_id`, the fields the audience may see, and the dates as ISO strings. */
export type DtoOf<T extends ContentType, A extends 'public' | 'admin' = 'public'> = Simplify<
  { _id: string } & {
    [K in A extends 'admin' ? keyof FieldsOf<T> : PublicKeys<FieldsOf<T>>]: z.output<FieldsOf<T>[K]['schema']>;
  } & { [K in T['timestamps'][number]]: string }
>;

/** The stored record's columns for the declared fields (a renamed field under its column name). */
export type ColumnValuesOf<T extends ContentType> = Simplify<{
  [K in keyof FieldsOf<T> as ColumnOf<FieldsOf<T>, K>]: z.output<FieldsOf<T>[K]['schema']>;
}>;

type CreateShape<F extends Fields> = { [K in WritableKeys<F>]: F[K]['schema'] };
type UpdateShape<F extends Fields> = { [K in WritableKeys<F>]: UpdateRule<F[K]> };

const entries = (fields: Fields) => Object.entries(fields);
const writable = (fields: Fields) => entries(fields).filter(([, f]) => !f.readOnly);

/** The create rule: every writable field. */
export function createSchemaOf<F extends Fields>(type: ContentType<F>): z.ZodObject<CreateShape<F>> {
  return z.object(Object.fromEntries(writable(type.fields).map(([k, f]) => [k, f.schema]))) as unknown as z.ZodObject<CreateShape<F>>;
}

/** The update rule: every writable field, with its update rule where it has one. */
export function updateSchemaOf<F extends Fields>(type: ContentType<F>): z.ZodObject<UpdateShape<F>> {
  return z.object(Object.fromEntries(writable(type.fields).map(([k, f]) => [k, f.update ?? f.schema]))) as unknown as z.ZodObject<UpdateShape<F>>;
}

/** The whole stored record's rule: every field, read-only ones included (reading stored data back). */
export function recordSchemaOf<F extends Fields>(type: ContentType<F>): z.ZodObject<{ [K in keyof F]: F[K]['schema'] }> {
  return z.object(Object.fromEntries(entries(type.fields).map(([k, f]) => [k, f.schema]))) as unknown as z.ZodObject<{ [K in keyof F]: F[K]['schema'] }>;
}

/** The writable fields in declaration order, as the admin form shows them. */
export function formFieldsOf(type: ContentType): Array<[string, Field]> {
  return writable(type.fields);
}

/** The fields the admin list shows as columns. */
export function listFieldsOf(type: ContentType): Array<[string, Field]> {
  return entries(type.fields).filter(([, f]) => f.list);
}

type Row = Record<string, unknown>;

const isoDate = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** Each type's fields an audience sees, with their columns: worked out once per type, read for every record. */
const visibleFields = new WeakMap<ContentType, Record<'public' | 'admin', Array<[name: string, column: string]>>>();

function fieldsSeenBy(type: ContentType, audience: 'public' | 'admin'): Array<[name: string, column: string]> {
  let seen = visibleFields.get(type);
  if (!seen) {
    const all = entries(type.fields);
    const pairs = (list: typeof all) => list.map(([name, field]): [string, string] => [name, field.column ?? name]);
    seen = { public: pairs(all.filter(([, f]) => f.public !== false)), admin: pairs(all) };
    visibleFields.set(type, seen);
  }
  return seen[audience];
}

/** Copies the fields the audience may see from their columns onto `out`. */
function copyFields(type: ContentType, row: Row, audience: 'public' | 'admin' | undefined, out: Row): Row {
  for (const [name, column] of fieldsSeenBy(type, audience === 'admin' ? 'admin' : 'public')) out[name] = row[column];
  return out;
}

/** The fields the audience may see, read from their columns. */
export function pickFields<T extends ContentType, A extends 'public' | 'admin' = 'public'>(
  type: T,
  record: object,
  audience?: A,
): Omit<DtoOf<T, A>, '_id' | T['timestamps'][number]> {
  return copyFields(type, record as Row, audience, {}) as Omit<DtoOf<T, A>, '_id' | T['timestamps'][number]>;
}

/**
 * The answer for a stored record: `_id`, the fields the audience may see, and the declared dates.
 * Nothing else of the record leaves the server.
 *
 * Built property by property into one object: lists present every row of a page, and an object
 * spread of a built-up object takes V8's slow path (a page of 20 blogs spent 0.1 ms spreading).
 * Presenters that add to it do so with Object.assign, for the same reason.
 */
export function present<T extends ContentType, A extends 'public' | 'admin' = 'public'>(
  type: T,
  record: { id: string } & object,
  audience?: A,
): DtoOf<T, A> {
  const out = copyFields(type, record, audience, { _id: record.id });
  for (const ts of type.timestamps) out[ts] = isoDate((record as Row)[ts]);
  return out as DtoOf<T, A>;
}

/**
 * Copies validated input onto a record's columns: a field left out (undefined) stays as it is,
 * an empty value of an `emptyAsNull` field becomes NULL. Returns the changed columns.
 */
export function assignFields<T extends ContentType>(type: T, input: Partial<Record<keyof FieldsOf<T>, unknown>>, target: object): Partial<ColumnValuesOf<T>> {
  const changed: Row = {};
  const values = input as Row;
  for (const [name, field] of writable(type.fields)) {
    const value = values[name];
    if (value === undefined) continue;
    changed[field.column ?? name] = field.emptyAsNull && value === '' ? null : value;
  }
  Object.assign(target, changed);
  return changed as Partial<ColumnValuesOf<T>>;
}

/** The columns a new record gets from validated create input. */
export function columnsFrom<T extends ContentType>(type: T, input: object): ColumnValuesOf<T> {
  return assignFields(type, input as Partial<Record<keyof FieldsOf<T>, unknown>>, {}) as ColumnValuesOf<T>;
}

/**
 * Multipart form data of the writable fields (numbers as text, lists and groups as JSON), in
 * declaration order; values left undefined or null are not sent.
 */
export function formDataOf(type: ContentType, values: Record<string, unknown>, form = new FormData()): FormData {
  for (const [name] of writable(type.fields)) {
    const value = values[name];
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : fieldText(value));
  }
  return form;
}

/** The names of the record's columns that the declaration stores (for the drift test). */
export function columnNamesOf(type: ContentType): string[] {
  return [...entries(type.fields).map(([name, f]) => f.column ?? name), ...type.timestamps];
}

/**
 * The shape of what a rule produces, for describing answers: the same types (text, numbers, lists,
 * choices, objects) without the input's checks and conversions. A stored value is answered as it
 * was kept, which a rule tightened since (a shorter maximum, a new pattern) may no longer accept,
 * and an answer is never parsed again as input: its description says what it is, not what a form
 * may send.
 */
export function answerShapeOf(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string) => answerShapeOf(def[key] as z.ZodType);
  switch (def.type) {
    case 'string':
      return z.string();
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'null':
      return z.null();
    case 'enum':
    case 'literal':
      return schema;
    case 'array':
      return z.array(inner('element'));
    case 'object':
      return z.object(Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, answerShapeOf(v)])));
    case 'record':
      return z.record(def.keyType as z.ZodString, inner('valueType'));
    case 'union':
      return z.union((def.options as z.ZodType[]).map(answerShapeOf));
    case 'nullable':
      return inner('innerType').nullable();
    case 'optional':
      return inner('innerType').optional();
    // A default fills what input leaves out: the answer always has it.
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return inner('innerType');
    case 'pipe':
      // A preprocess is a transform piped into the rule that checks its result.
      return inner('out');
    default:
      return z.unknown();
  }
}

/** The answer schema of a record: `_id`, the fields the audience sees (as answerShapeOf describes them), the dates as ISO strings. */
export function dtoSchemaOf<T extends ContentType, A extends 'public' | 'admin' = 'public'>(type: T, audience?: A): z.ZodObject<ShapeOf<DtoOf<T, A>>> {
  const shape: Record<string, z.ZodType> = { _id: z.string() };
  for (const [name, field] of entries(type.fields)) if (audience === 'admin' || field.public !== false) shape[name] = answerShapeOf(field.schema);
  for (const ts of type.timestamps) shape[ts] = z.string();
  return z.object(shape) as unknown as z.ZodObject<ShapeOf<DtoOf<T, A>>>;
}

/**
 * A zod object's shape whose output is `T`: the type of a schema built at run time from a
 * declaration (dtoSchemaOf), stated as the type the declaration gives (DtoOf), so that the types
 * of answers come from their schemas.
 */
export type ShapeOf<T> = { [K in keyof T]-?: z.ZodType<T[K]> };
