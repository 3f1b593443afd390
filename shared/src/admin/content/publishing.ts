import type { PublishingDto, PublishState } from '../../contract/publishing.js';
import { formatZonedClock, formatZonedMoment } from '../../contract/timeZone.js';

/**
 * A product's or a blog's publishing in its form (shared/docs/admin.md#publishing): the status, and
 * the instant of a schedule. The form holds the instant itself (ISO 8601); the time input shows and
 * reads it on the clocks of the site's time zone (PublishingFields), so the values do not depend on
 * the zone, nor on the editor's computer.
 */
export type PublishingValues = {
  status: PublishState;
  /** The schedule's instant, ISO 8601; '' when not scheduled (or not chosen yet). */
  publishAt: string;
};

/** A new record: published when saved, as before drafts. */
export const newPublishing = (): PublishingValues => ({ status: 'published', publishAt: '' });

/** A stored record's publishing as form values (a scheduled one with its time). */
export const publishingValuesOf = (dto: PublishingDto): PublishingValues => ({
  status: dto.status,
  publishAt: dto.status === 'scheduled' ? (dto.publishAt ?? '') : '',
});

/** The form's rule for a schedule: a time, and one to come. */
export function publishingRule(values: PublishingValues, now = new Date()): Record<string, string> {
  if (values.status !== 'scheduled') return {};
  if (!values.publishAt) return { publishAt: 'Choose when to publish it' };
  const at = Date.parse(values.publishAt);
  if (Number.isNaN(at)) return { publishAt: 'Choose a date and time' };
  if (at <= now.getTime()) return { publishAt: 'Choose a time in the future, or publish it now' };
  return {};
}

/** The multipart fields a save sends: the status, and a schedule's instant. */
export function appendPublishing(form: FormData, values: PublishingValues): void {
  form.set('status', values.status);
  if (values.status === 'scheduled' && values.publishAt) form.set('publishAt', values.publishAt);
}

/**
 * What a save did, in words, at the site's clock: "Draft saved 10:42", "Scheduled for 28 Nov 2026,
 * 09:00 IST", "Published 10:42", or "Updated 10:42" for a change to what was already live. `was`:
 * the record's state before the save (none for a new one).
 */
export function savedMessage(saved: PublishingDto & { updatedAt: string }, zone: string, was?: PublishState): string {
  if (saved.status === 'draft') return `Draft saved ${formatZonedClock(saved.updatedAt, zone)}`;
  if (saved.status === 'scheduled' && saved.publishAt) return `Scheduled for ${formatZonedMoment(saved.publishAt, zone)}`;
  return `${was === 'published' ? 'Updated' : 'Published'} ${formatZonedClock(saved.updatedAt, zone)}`;
}
