/**
 * Rich text: product descriptions and blog sections are stored as HTML from a small allow-list
 * (shared/docs/api.md#rich-text). The server sanitizes whatever a client sends
 * (backend/src/platform/content/richText.ts); these helpers have no dependency (not even zod: the public
 * site's bundle imports them), so the admin, the website and the server share them.
 */

/**
 * The elements rich text may hold; the server drops every other element (keeping its text). An
 * image is one of the media library's (its `src` an upload's path, its `alt` the library's); a
 * table's cells may span rows and columns.
 */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr',
  'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

/** The library images rich text shows inline, by their `src` (upload paths), in order, each once. */
export function inlineImagesOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)) found.add(match[1]);
  return [...found];
}

/** Link schemes rich text may point to: anything else (javascript:, data:, vbscript:) loses its href. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtmlText = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * Plain text as rich text: paragraphs (separated by blank lines) become `<p>`, a single line break
 * inside one becomes `<br>`. How text written before rich text, and the demo content, is stored.
 */
export function htmlFromPlainText(text: string): string {
  return text
    .split(/\r?\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split(/\r?\n/).map((line) => escapeHtmlText(line.trim())).join('<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The words of rich text as plain text, for places that show text only: cards, meta and share
 * descriptions, structured data, length rules, the revisions' comparison. Block ends become spaces
 * (or, with `lines`, line breaks: one line per paragraph, heading or list item) so words never run
 * together. The result is text, never markup: it is shown escaped (React, escapeHtml) wherever it goes.
 */
export function textOfHtml(html: string, { lines = false } = {}): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?(p|br|h[1-6]|li|ul|ol|blockquote|pre|hr|div|table|tr)\b[^>]*>/gi, lines ? '\n' : ' ')
      .replace(/<\/?(td|th)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  );
  if (!lines) return text.replace(/\s+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
