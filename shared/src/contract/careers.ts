/**
 * Applications to open roles as the site sends them (shared/docs/admin.md#applications), without
 * zod: the role page's form reads its address, fields and limits from here. The rules and answers
 * are applications.ts's.
 */

/** A CV: a PDF or a Word document (DOCX), up to 5 MB, checked by its content (not its name or type). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_FIELD = 'cv';
export const CV_MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvFormat = keyof typeof CV_MEDIA_TYPES;
/** What the file input offers (a hint to the browser's picker; the server checks the content). */
export const CV_ACCEPT = `.pdf,.docx,${Object.values(CV_MEDIA_TYPES).join(',')}`;

import { NATIVE_FORMS } from './forms.js';

/** The application form's text fields (besides the CV and the spam screen's fields). */
export const APPLICATION_FIELDS = NATIVE_FORMS.application.fields;

/** The API's address an open role's applications are sent to (multipart), by the role's slug or id. */
export const APPLY_PATH = '/api/v1/careers/:slug/applications';
export const applyPath = (slug: string) => APPLY_PATH.replace(':slug', encodeURIComponent(slug));

