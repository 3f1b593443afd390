import { z } from 'zod';

/**
 * The building blocks of the API's answers (shared/docs/api.md#answers): each endpoint declares its
 * answer as a zod schema (endpoints.ts `answer`), from which the OpenAPI document describes it and
 * the client's types come; the test servers check every answer they send against it.
 */

/** A success answer: `success: true` and the given fields. */
export const ok = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });

/** A success answer that is only a sentence for the user ("Product deleted"). */
export const okMessage = ok({ message: z.string() });

/** A success answer carrying `data`. */
export const withData = <T extends z.ZodType>(data: T) => ok({ data });

/** One page of a list (shared/docs/api.md#paged-lists): the rows and where they sit in the whole. */
export const paged = <T extends z.ZodType>(row: T) =>
  ok({
    data: z.array(row),
    /** Rows matching the query, over every page. */
    total: z.number().int(),
    page: z.number().int(),
    /** Rows per page asked for (the list's default when not given). */
    limit: z.number().int(),
    /** Number of pages (at least 1). */
    pages: z.number().int(),
  });

/** The answer of a bulk action: how many records it changed, and the ids it found no record for. */
export const bulkResult = ok({ affected: z.number().int(), missing: z.array(z.string()) });

/** One problem with the input, at its field path. */
export const fieldError = z.object({ path: z.string(), message: z.string() });

/**
 * The one error shape every JSON error of the API has (shared/docs/api.md#errors). Some errors say
 * more beside it (a file in use lists where), so it is open to other fields.
 */
export const errorBody = z.looseObject({ success: z.literal(false), message: z.string(), errors: z.array(fieldError).optional() });

/** An answer that is not JSON: a file, a page, plain text. */
export interface OtherAnswer {
  mediaType: string;
  description: string;
}
export const otherAnswer = (mediaType: string, description: string): OtherAnswer => ({ mediaType, description });

export type Answer = z.ZodType | OtherAnswer;
export const isJsonAnswer = (answer: Answer): answer is z.ZodType => '_zod' in answer;
