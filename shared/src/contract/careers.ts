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

/**
 * The applications' API paths (applications.ts declares their endpoints): `apply` is the public
 * one an open role's applications are sent to (multipart), by the role's slug or id; the others
 * are the back office's inbox.
 */
export const APPLICATION_PATHS = {
  apply: '/api/v1/careers/:slug/applications',
  list: '/api/v1/admin/applications',
  exportCsv: '/api/v1/admin/applications/export/csv',
  owners: '/api/v1/admin/applications/owners',
  one: '/api/v1/admin/applications/:id',
  notes: '/api/v1/admin/applications/:id/notes',
  cv: '/api/v1/admin/applications/:id/cv',
} as const;
export const applyPath = (slug: string) => APPLICATION_PATHS.apply.replace(':slug', encodeURIComponent(slug));

