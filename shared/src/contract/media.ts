import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from './constants.js';
import { indianDigits } from './format.js';
import { jsonInput, optionalText } from './content/rules.js';
import { pageFields } from './schemas.js';
import { paged } from './answers.js';
import { DOCUMENT_KIND_NAMES, type DocumentKind } from './documents.js';

/**
 * The media library (shared/docs/admin.md#media-library): every uploaded image and video is an
 * item with its file's facts, its alt text, who uploaded it and where it is used.
 */

/** The longest alt text (a sentence or two: what the image shows, not a caption). */
export const MEDIA_ALT_MAX = 250;
export const MEDIA_PAGE_SIZE = 40;
export const MEDIA_KINDS = ['image', 'video'] as const;
/**
 * An item's uses named in an answer, at most: an image every made-up product shows would otherwise
 * list 200,000 records. `usedByCount` says how many there are in all.
 */
export const MEDIA_USES_SHOWN = 10;
/** An item's uses are counted up to this many (shown as "990+ more"): nobody reads the difference. */
export const MEDIA_USES_COUNT_CAP = 1_000;

/** How many uses an item has past those named: '' for none, "6", or "990+" at the count's cap. */
export function usesBeyondShown({ usedBy, usedByCount }: { usedBy: readonly unknown[]; usedByCount: number }): string {
  const more = usedByCount - usedBy.length;
  if (more <= 0) return '';
  return `${indianDigits(more)}${usedByCount >= MEDIA_USES_COUNT_CAP ? '+' : ''}`;
}

export const mediaAlt = optionalText('Alt text', MEDIA_ALT_MAX);

/** An item as staff know it: the name its file had when uploaded, else its stored name. */
export const mediaDisplayName = (item: { name: string; originalName: string }) => item.originalName || item.name;

/** What uses a file: a record (with its title; the admin links `type` and `id` to the screen that edits it). */
export const mediaUse = z.object({
  // Each document type's too (documents.ts): a case study's cover.
  type: z.enum(['product', 'blog', 'secondSection', 'portrait', ...DOCUMENT_KIND_NAMES] as ['product', 'blog', 'secondSection', 'portrait', ...DocumentKind[]]),
  /** The record's id (a portrait: the person, founder or coFounder). */
  id: z.string(),
  title: z.string(),
  /** Which of the record's fields holds it: 'image', 'icon', 'poster', 'section image', ... */
  field: z.string(),
});
export type MediaUse = z.output<typeof mediaUse>;

export const mediaItemDto = z.object({
  _id: z.string(),
  path: z.string(),
  /** The file's name (its path's last part). */
  name: z.string(),
  /** Its name on the uploader's computer ("product2.jpg"); '' when not known (older items, demo files). */
  originalName: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  uploadedBy: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  /** Written by the demo seed: a sample to replace with the company's own. */
  demo: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Records that use it now: the first MEDIA_USES_SHOWN of them. */
  usedBy: z.array(mediaUse),
  /** How many records use it now, up to MEDIA_USES_COUNT_CAP (usedBy names at most MEDIA_USES_SHOWN of them). */
  usedByCount: z.number().int(),
  /** How many kept revisions name it (a restore could put it back); they keep it from being deleted. */
  keptByRevisions: z.number().int(),
});
export type MediaItemDto = z.output<typeof mediaItemDto>;

/** GET /api/v1/admin/media: newest first, one page, by kind, searched in alt text and file name. */
export const mediaQuerySchema = z.object({
  ...pageFields(MEDIA_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  kind: z.enum(MEDIA_KINDS, { error: 'Kind must be image or video' }).optional(),
  q: optionalText('Search', 100).default(''),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

export const mediaListReply = paged(mediaItemDto).extend({
  /** Items of each kind in the whole library (not only those the search finds). */
  counts: z.object({ all: z.number().int(), image: z.number().int(), video: z.number().int() }),
});
export type MediaListReply = z.output<typeof mediaListReply>;

/**
 * A one-image field's choice from the library (multipart `libraryImage`, the item's path) in place
 * of an upload: the home banner, a portrait. The item must be an image with alt text.
 */
export const libraryImageSchema = z.object({ libraryImage: z.string().trim().min(1, 'Choose an image').max(300).optional() });

/** The home banner's update (multipart): a new uploaded image (`imgSrc`) comes with its alt text, `imgAlt`. */
export const bannerImageSchema = libraryImageSchema.extend({ imgAlt: mediaAlt.optional() });

/** PATCH /api/v1/admin/media/:id */
export const mediaUpdateSchema = z.object({ alt: mediaAlt });

/** POST /api/v1/admin/media: `alts`, a JSON list parallel to the files (images first, then videos). */
export const mediaUploadSchema = z.object({
  alts: jsonInput(z.array(mediaAlt, { error: 'alts must be a list of texts' }).max(20, 'At most 20 alt texts')).optional(),
});

/**
 * Product create and update (multipart): the alt text of each new image (field `images`), in order,
 * as a JSON list. Required: an image a public page shows must say what it shows.
 */
export const imageAltsSchema = z.object({
  imageAlts: jsonInput(z.array(z.string({ error: 'Each alt text must be text' }).trim().max(MEDIA_ALT_MAX, `Alt text must be at most ${MEDIA_ALT_MAX} characters`), { error: 'imageAlts must be a list of alt texts' }).max(20)).optional(),
});

/** The problem with the alt texts sent for `count` new images; null when each has one. */
export function imageAltsProblem(count: number, alts: readonly string[] | undefined): string | null {
  if (count === 0) return null;
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !alts?.[i]);
  if (missing.length === 0) return null;
  return `Alt text is required for each new image (imageAlts): missing for image ${missing.map((i) => i + 1).join(', ')}`;
}

/** DELETE of an item in use answers 409 with where it is used. */
export interface MediaInUseReply {
  success: false;
  message: string;
  usedBy: MediaUse[];
  usedByCount: number;
  keptByRevisions: number;
}
