import sanitizeHtml from 'sanitize-html';
import type { DataSource, EntityManager } from 'typeorm';
import { MEDIA_ALT_MAX, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS, inlineImagesOf, escapeHtmlText, formFieldsOf, htmlFromPlainText, textOfHtml, type ContentType } from '@itsite/shared/contract';
import { badRequest } from '../../kernel/errors.js';
import { takePicks, type LibraryPick } from '../media/picks.js';
import { isUploadPath } from '../media/store.js';

/**
 * The server's side of rich text (shared/docs/api.md#rich-text): whatever HTML a client sends is
 * cut down to the allow-list before it is stored, so the public pages can render stored rich text
 * as it is. Elements off the list go with their attributes, their text stays; script, style and
 * the like go with their content. No attribute is kept but a link's href (http, https, mailto, tel
 * or a path on this site) and the rel the server sets, an image's src (an uploaded image's path:
 * nothing from elsewhere) and alt, and a table cell's spans (whole numbers).
 */

const SCHEMES = new Set<string>(RICH_TEXT_LINK_SCHEMES);

/**
 * A link target rich text may keep, or undefined. Browsers ignore tabs, line breaks and control
 * characters inside a scheme ("java\tscript:"), so those are removed before the scheme is read.
 */
export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '') return undefined;
  if (cleaned.startsWith('//') || cleaned.startsWith('\\')) return undefined;
  if (cleaned.startsWith('/') || cleaned.startsWith('#')) return cleaned;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme && SCHEMES.has(scheme) ? cleaned : undefined;
}

/** Whether `src` names an uploaded image (not a video, nothing from elsewhere): what an inline image may show. */
export const isInlineImage = (src: string | undefined): src is string => !!src && isUploadPath(src) && /\.(png|jpg|webp)$/i.test(src);

/** A cell's span kept when it is a whole number from 2 to 50 (1 is what no span says). */
function cell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const spans: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const n = Number(attribs[name]);
    if (Number.isInteger(n) && n >= 2 && n <= 50) spans[name] = String(n);
  }
  return { tagName, attribs: spans };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'head'],
  transformTags: {
    // The page's title is its one h1; lower and higher levels map onto the three the editor offers.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    del: 's',
    strike: 's',
    div: 'p',
    // A link keeps a safe href and gets rel="noopener"; one without a safe href loses it, and then
    // its tag (exclusiveFilter). (Renaming it to a refused tag instead would trip sanitize-html:
    // the next renamed tag's closing would come out under the old name.)
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: 'noopener' } : {} };
    },
    // An image keeps an uploaded image's path and its alt text, or goes (exclusiveFilter).
    img: (_tagName, attribs): sanitizeHtml.Tag => {
      const src = attribs.src?.trim();
      return { tagName: 'img', attribs: isInlineImage(src) ? { src, alt: (attribs.alt ?? '').slice(0, MEDIA_ALT_MAX) } : {} };
    },
    th: cell,
    td: cell,
  },
  exclusiveFilter: (frame) => ((frame.tag === 'a' || frame.tag === 'img') && !frame.attribs[frame.tag === 'a' ? 'href' : 'src'] ? 'excludeTag' : false),
};

/** Text holding no markup at all, as a client from before rich text sends it. */
const isPlainText = (value: string) => !/<[a-z!/?]/i.test(value);

/**
 * `html` reduced to the rich-text allow-list. Plain text (no markup at all: a client from before rich
 * text, a script) keeps its paragraphs and line breaks, as the migration kept those of stored text.
 */
export function sanitizeRichText(html: string): string {
  // The editor keeps an empty paragraph after a list or quote to type into; it is not content.
  return sanitizeHtml(isPlainText(html) ? htmlFromPlainText(html) : html, OPTIONS)
    .replace(/^(\s*<p>(\s|<br \/>)*<\/p>)+|(<p>(\s|<br \/>)*<\/p>\s*)+$/g, '')
    .trim();
}

/**
 * Sanitizes every rich-text field of `values` (a validated create or update input of `type`) in
 * place. A field left with no words (it held only markup the list refuses, a script say) is
 * answered as a 400 naming it, under `pathPrefix` for a nested record (a blog's sections).
 * Returns the library images the fields show inline, as picks for takePicks (each must be a library
 * image with its alt text: platform/media/picks.ts) and withLibraryAlts.
 */
export function sanitizeRichFields<V extends Record<string, unknown>>(type: ContentType, values: V, pathPrefix = ''): LibraryPick[] {
  const record = values as Record<string, unknown>;
  const picks: LibraryPick[] = [];
  for (const [name, field] of formFieldsOf(type)) {
    const value = record[name];
    if (field.input !== 'richtext' || typeof value !== 'string') continue;
    const clean = sanitizeRichText(value);
    if (textOfHtml(clean) === '') {
      const message = `${field.label} has no text once unsafe markup is removed`;
      throw badRequest(message, [{ path: `${pathPrefix}${name}`, message }]);
    }
    record[name] = clean;
    for (const path of inlineImagesOf(clean)) picks.push({ path, field: `${pathPrefix}${name}` });
  }
  return picks;
}

/**
 * Each inline image's alt text in `html` set to the library's (`alts`, by path): what a visitor's
 * screen reader hears is what the library says, written once there. Applied on every save.
 */
export function withLibraryAlts(html: string, alts: ReadonlyMap<string, string>): string {
  return html.replace(/<img src="([^"]+)" alt="[^"]*" \/>/g, (whole, src: string) => {
    const alt = alts.get(src);
    return alt === undefined ? whole : `<img src="${src}" alt="${escapeHtmlText(alt)}" />`;
  });
}

/**
 * A save's rich text made ready to store: sanitized (sanitizeRichFields), every inline image checked
 * to be a library image with its alt text (400 naming the field otherwise, before anything is stored)
 * and given the library's alt text.
 */
export async function cleanRichFields(db: DataSource | EntityManager, type: ContentType, values: Record<string, unknown>, pathPrefix = ''): Promise<void> {
  const picks = sanitizeRichFields(type, values, pathPrefix);
  if (picks.length === 0) return;
  const alts = await takePicks(db, 'image', picks);
  for (const name of new Set(picks.map((p) => p.field.slice(pathPrefix.length)))) values[name] = withLibraryAlts(values[name] as string, alts);
}
