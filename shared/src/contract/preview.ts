import type { PublishState } from './publishing.js';
import { formatZonedMoment } from './timeZone.js';

/**
 * Staff preview of the public site (shared/docs/admin.md#view-site). A signed-in admin who opens a
 * public page normally goes to the back office; the back office's "View site" and "View" links add
 * `?preview=1`, and the server then serves that admin the public page with a slim bar "Back to the
 * back office" on top, `noindex`, and never from or into the public cache. The parameter has an
 * effect only for a session the server verifies: anyone else gets the normal public page.
 */

/** The query parameter that asks for a preview; only the value `1` counts. */
export const PREVIEW_PARAM = 'preview';
/** The query parameter naming the back-office address the preview's bar leads back to. */
export const PREVIEW_BACK_PARAM = 'back';
/** Where the bar leads when the link named no (acceptable) address: the back office's home. */
export const PREVIEW_DEFAULT_BACK = '/admin/products';

/** What the server tells the page it serves in preview (embedded as JSON in `#preview`). */
export interface PreviewInfo {
  /** The back-office address the bar's link goes to (a path under /admin, never another site). */
  back: string;
  /**
   * Why visitors do not see the page yet, when it shows a record that is not public: "Draft — not
   * public yet", "Scheduled for 28 Nov 2026, 09:00 IST". Absent for what visitors see as it is.
   */
  state?: string;
}

/** What the preview bar says of a record that is not public yet (previewState), on the site's clock. */
export function previewState(record: { status: PublishState; publishAt: Date | string | null }, zone: string): string | undefined {
  if (record.status === 'draft') return 'Draft — not public yet';
  if (record.status === 'scheduled' && record.publishAt) return `Scheduled for ${formatZonedMoment(new Date(record.publishAt).toISOString(), zone)} — not public yet`;
  return undefined;
}

/**
 * The public addresses of a product's and a blog's page, by its slug (shared/docs/api.md#slugs-and-old-addresses);
 * the address with its id answers 301 to this one.
 */
export const publicPaths = {
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  blog: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
} as const;

/**
 * A back-office address the bar may link to: a path under /admin on this same site (with its
 * query), else the back office's home. Nothing else (another site, `//host`, `javascript:`, a
 * backslash some browsers read as a slash) can become the link.
 */
export function previewBack(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 500) return PREVIEW_DEFAULT_BACK;
  if (!/^\/admin(?:[/?#]|$)/.test(raw) || /[\\\s]|\/\//.test(raw)) return PREVIEW_DEFAULT_BACK;
  return raw;
}

/** The address that opens `path` (a public page) in preview, its bar leading back to `back`. */
export function previewAddress(path: string, back: string): string {
  const params = new URLSearchParams({ [PREVIEW_PARAM]: '1', [PREVIEW_BACK_PARAM]: previewBack(back) });
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}
