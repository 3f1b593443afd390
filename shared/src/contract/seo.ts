import { z } from 'zod';
import type { Field } from './content/define.js';
import { optionalText } from './content/rules.js';

/**
 * What search engines and link previews see of a product or a blog (shared/docs/api.md#slugs-and-meta-fields):
 * its address (`/product/<slug>`, `/blog/<slug>`), the title and description of its search result
 * and share card, and the image its share card shows.
 */

/** A slug is at most this long (the address stays readable, the unique index small). */
export const SLUG_MAX = 80;
/** Lowercase ASCII letters and digits, in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Search engines show about this many characters of a title and of a description: a hint, not a limit. */
export const META_TITLE_HINT = 60;
export const META_DESCRIPTION_HINT = 160;
/** What the server accepts at most (twice the hints: past them the text is cut in results anyway). */
export const META_TITLE_MAX = 120;
export const META_DESCRIPTION_MAX = 320;

/**
 * The slug a title gives: accents folded to ASCII (é → e, ß → ss), lowercase, every run of other
 * characters one hyphen, at most SLUG_MAX characters (cut at a word's end where there is one).
 * '' when the title has no letter or digit that folds to ASCII.
 */
export function slugify(text: string, max = SLUG_MAX): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/œ/gi, 'oe')
    .replace(/&/g, ' and ')
    .toLowerCase();
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

const slugInput = z
  .string({ error: 'Slug must be text' })
  .trim()
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .refine((v) => v === '' || SLUG_PATTERN.test(v), 'Slug may hold only lowercase letters, digits and single hyphens between them (a-z, 0-9, -)');

/**
 * The SEO fields of a product and a blog, declared with their other fields (content/define.ts) so
 * they are stored, answered, copied and sent like them. `section: 'seo'`: the admin shows them in
 * their own part of the form (admin/content/SeoFields.tsx), not among the main fields.
 *
 * - `slug`: on create, left out or '' takes one from the title (a number added when it is taken);
 *   on update, left out keeps it, '' takes one from the title again. A slug another record of the
 *   same kind has is refused (409 on `slug`).
 * - `metaTitle`, `metaDescription`: '' uses the title and the start of the description.
 * - `shareImage`: one of the record's own images (a path it holds) for its share card; '' uses the
 *   first one.
 */
/** An optional text of the SEO part: '' on create when left out, unchanged on update. */
function optionalSeoField<const I extends 'text' | 'textarea' | 'image'>(label: string, input: I, max: number) {
  return { label, input, section: 'seo' as const, schema: optionalText(label, max).default(''), update: optionalText(label, max).optional() };
}

export const seoFields = {
  slug: { label: 'Slug', input: 'text', section: 'seo', schema: slugInput.default(''), update: slugInput.optional() },
  metaTitle: optionalSeoField('Meta title', 'text', META_TITLE_MAX),
  metaDescription: optionalSeoField('Meta description', 'textarea', META_DESCRIPTION_MAX),
  shareImage: optionalSeoField('Share image', 'image', 300),
} as const satisfies Record<string, Field>;

/** The SEO fields' update rules: each may be left out (unchanged), for a schema built from create rules. */
export const seoUpdateRules = Object.fromEntries(Object.entries(seoFields).map(([name, field]) => [name, field.update])) as {
  [K in keyof typeof seoFields]: (typeof seoFields)[K]['update'];
};

/** The SEO fields' names, for forms that lay them out apart. */
export const SEO_FIELD_NAMES = Object.keys(seoFields) as Array<keyof typeof seoFields>;

/** The `n`th variant of a slug (n ≥ 2): `base-n`, the base cut so the whole stays within SLUG_MAX. */
export function slugVariant(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = slugVariant(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}
