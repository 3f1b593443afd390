import type { PublishingDto, PublishState } from '../../contract/publishing.js';

/**
 * A product's or a blog's publishing in its form (shared/docs/admin.md#publishing): the status, and
 * the time of a schedule as the `datetime-local` input holds it (the editor's own clock and zone).
 */
export type PublishingValues = {
  status: PublishState;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone; '' when not scheduled. */
  publishAtLocal: string;
};

/** A new record: published when saved, as before drafts. */
export const newPublishing = (): PublishingValues => ({ status: 'published', publishAtLocal: '' });

/** An ISO time as a `datetime-local` value in the browser's zone. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A stored record's publishing as form values (a scheduled one with its time). */
export const publishingValuesOf = (dto: PublishingDto): PublishingValues => ({
  status: dto.status,
  publishAtLocal: dto.status === 'scheduled' ? localInputValue(dto.publishAt) : '',
});

/** The form's rule for a schedule: a time, and one to come. */
export function publishingRule(values: PublishingValues, now = new Date()): Record<string, string> {
  if (values.status !== 'scheduled') return {};
  if (!values.publishAtLocal) return { publishAtLocal: 'Choose when to publish it' };
  const at = new Date(values.publishAtLocal);
  if (Number.isNaN(at.getTime())) return { publishAtLocal: 'Choose a date and time' };
  if (at.getTime() <= now.getTime()) return { publishAtLocal: 'Choose a time in the future, or publish it now' };
  return {};
}

/** The multipart fields a save sends: the status, and the schedule's time as ISO 8601 (UTC). */
export function appendPublishing(form: FormData, values: PublishingValues): void {
  form.set('status', values.status);
  if (values.status === 'scheduled' && values.publishAtLocal) form.set('publishAt', new Date(values.publishAtLocal).toISOString());
}

/** The server's error on `publishAt` belongs to the form's time input. */
export const publishingErrors = (errors: Record<string, string>): Record<string, string> => {
  const { publishAt, ...rest } = errors;
  return publishAt ? { ...rest, publishAtLocal: publishAt } : errors;
};
