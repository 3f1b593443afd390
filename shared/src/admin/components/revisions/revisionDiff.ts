import { diffWords, type ChangeObject } from 'diff';
import type { ContentType } from '../../../contract/content/define.js';
import { fieldText } from '../../../contract/format.js';
import { PUBLISH_STATE_LABELS, type PublishState } from '../../../contract/publishing.js';
import { textOfHtml } from '../../../contract/richText.js';
import { formatDateTime } from '../DateCell.js';

/**
 * What changed between two revisions' records, field by field, as people read it: labels from the
 * content type's declaration, choices by their labels, dates formatted, rich text as its words, and
 * the uploaded files apart (shown as pictures, not compared as words). Generic over the record, so
 * a field added to products or blogs is compared without more code.
 */

type Values = Record<string, unknown>;

/** How a screen shows a field's value where the record holds an id (a product's category). */
export type ValueFormats = Partial<Record<string, (value: unknown) => string>>;

/** The record's parts that are not declared fields of the type. */
const OTHER_LABELS: Record<string, string> = {
  status: 'Status',
  publishAt: 'Publish at',
  image: 'Images',
  iconImage: 'Video icon',
  iconPoster: 'Icon poster',
  content: 'Sections',
};

const isMediaPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/uploads/');

export function fieldLabel(type: ContentType, key: string): string {
  return type.fields[key]?.label ?? OTHER_LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

/** The words of a text; rich text (HTML) without its tags, a block per line. */
export function plainText(text: string): string {
  return /<\/?[a-z][^>]*>/i.test(text) ? textOfHtml(text, { lines: true }) : text;
}

/** A value's words (the files it names left out). */
function textOf(type: ContentType, key: string, value: unknown, formats: ValueFormats): string {
  const format = formats[key];
  if (format) return format(value);
  if (value === null || value === undefined || value === '' || isMediaPath(value)) return '';
  if (key === 'status') return PUBLISH_STATE_LABELS[value as PublishState] ?? fieldText(value);
  if (key === 'publishAt' && typeof value === 'string') return formatDateTime(value);
  const option = type.fields[key]?.options?.find((o) => o.value === value);
  if (option) return option.label;
  if (typeof value === 'string') return plainText(value);
  if (Array.isArray(value)) {
    return (value as unknown[])
      .map((item, i) => {
        const text = item && typeof item === 'object' ? Object.entries(item).map(([k, v]) => textOf(type, k, v, {})).filter(Boolean).join('\n') : textOf(type, key, item, {});
        return text && item && typeof item === 'object' ? `${i + 1}. ${text}` : text;
      })
      .filter(Boolean)
      .join('\n\n');
  }
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => textOf(type, k, v, {})).filter(Boolean).join('\n');
  return fieldText(value);
}

/** The uploaded files a value names, in order. */
export function mediaIn(value: unknown, found: string[] = []): string[] {
  if (isMediaPath(value)) found.push(value);
  else if (Array.isArray(value)) for (const v of value) mediaIn(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) mediaIn(v, found);
  return found;
}

export interface FieldChange {
  key: string;
  label: string;
  /** The words before and after (equal when only files changed). */
  before: string;
  after: string;
  /** The files before and after, when they differ (else both empty). */
  mediaBefore: string[];
  mediaAfter: string[];
}

/** The fields whose values differ between an older and a newer record, in the newer one's order. */
export function compareRecords(type: ContentType, older: Values, newer: Values, formats: ValueFormats = {}): FieldChange[] {
  const keys = [...new Set([...Object.keys(newer), ...Object.keys(older)])];
  return keys
    .filter((k) => JSON.stringify(older[k] ?? null) !== JSON.stringify(newer[k] ?? null))
    .map((key) => {
      const [mediaBefore, mediaAfter] = [mediaIn(older[key]), mediaIn(newer[key])];
      const sameMedia = JSON.stringify(mediaBefore) === JSON.stringify(mediaAfter);
      return {
        key,
        label: fieldLabel(type, key),
        before: textOf(type, key, older[key], formats),
        after: textOf(type, key, newer[key], formats),
        mediaBefore: sameMedia ? [] : mediaBefore,
        mediaAfter: sameMedia ? [] : mediaAfter,
      };
    });
}

/** The words removed and added between two texts (jsdiff's word diff). */
export const wordDiff = (before: string, after: string): ChangeObject<string>[] => diffWords(before, after);
