import type { z } from 'zod';
import { formFieldsOf, type ContentType } from '@itsite/shared/contract';
import type { Revision } from '../../data/entities/index.js';
import { HttpError } from '../../kernel/errors.js';

/**
 * Restoring a revision is an update with the revision's content: the same rules and the same
 * command as an edit from the form, so what could not be saved today is not restored either (422,
 * naming the fields), and the restore keeps a revision of its own. The revision's media come back
 * with it (they are still on disk: the revision kept them). Its publishing does not: whether and
 * when the item is public stays as it is now (a restore is about what it says, and the revision of
 * a draft would otherwise unpublish a live page). Each type's own restore (a product's, a blog's,
 * a document's) lives with that type and uses these.
 */

/** The update input a record makes; a record today's rules refuse answers 422 with the issues. */
export function asUpdate<S extends z.ZodType>(schema: S, values: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  throw new HttpError(422, `This revision cannot be restored: ${errors[0]?.message ?? 'it does not pass the rules'}`, errors);
}

/**
 * The revision's fields as an update takes them. A field it lacks (one added to the type after it
 * was kept) gets the field's declared default, or else keeps what the item has now: a revision
 * of any age restores. Publishing is left out: an update without it keeps the item's.
 */
export function contentOf(type: ContentType, record: Record<string, unknown>, current: object): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of formFieldsOf(type)) {
    if (record[name] !== undefined) values[name] = record[name];
    else {
      const fallback = field.schema.safeParse(undefined);
      values[name] = fallback.success && fallback.data !== undefined ? fallback.data : (current as Record<string, unknown>)[field.column ?? name];
    }
  }
  return values;
}

/** A revision's kept record, as its type wrote it. */
export const revisionRecord = <R>(revision: Revision) => JSON.parse(revision.record) as R;
