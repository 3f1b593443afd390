// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, productType } from '@itsite/shared/contract';
import { HttpError } from '../../kernel/errors.js';
import { XSS_PAYLOADS } from '../../test/xssPayloads.js';
import { safeHref, sanitizeRichFields, sanitizeRichText, withLibraryAlts } from './richText.js';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/** What a browser would build from `html`: every element and its attributes. */
function elementsOf(html: string): Array<{ tag: string; attributes: Record<string, string> }> {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...document.body.querySelectorAll('*')].map((el) => ({
    tag: el.tagName.toLowerCase(),
    attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
  }));
}

describe('rich-text sanitizer', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs: %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const { tag, attributes } of elementsOf(clean)) {
      expect(ALLOWED.has(tag), `<${tag}> is not on the allow-list`).toBe(true);
      if (tag === 'a') {
        expect(Object.keys(attributes).sort()).toEqual(['href', 'rel']);
        expect(attributes.href).toMatch(/^(https?:|mailto:|tel:|\/[^/]|#)/);
        expect(attributes.rel).toBe('noopener');
      } else if (tag === 'img') {
        expect(Object.keys(attributes).sort()).toEqual(['alt', 'src']);
        expect(attributes.src).toMatch(/^\/uploads\/[A-Za-z0-9._-]+\.(png|jpg|webp)$/);
      } else if (tag === 'td' || tag === 'th') {
        for (const [name, value] of Object.entries(attributes)) {
          expect(['colspan', 'rowspan']).toContain(name);
          expect(value).toMatch(/^\d+$/);
        }
      } else {
        expect(attributes, `<${tag}> keeps an attribute`).toEqual({});
      }
    }
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text|<script|\son\w+=/i);
  });

  it('keeps what editors write: headings, emphasis, lists, quotes, code and safe links', () => {
    const html =
      '<h2>Plans</h2><p><strong>Fast</strong>, <em>safe</em>, <u>simple</u>, <s>old</s></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote><p>Quote</p></blockquote><p><code>npm ci</code></p><pre><code>a &lt; b</code></pre><hr>' +
      '<p><a href="https://example.com/x?a=1&amp;b=2">site</a> <a href="mailto:hi@example.com">mail</a> <a href="/contactUs">contact</a></p>';
    expect(sanitizeRichText(html)).toBe(
      html
        .replace('<hr>', '<hr />')
        .replaceAll('">', '" rel="noopener">'),
    );
  });

  it('maps what the editor cannot make onto what it can, and drops unknown elements but keeps their words', () => {
    expect(sanitizeRichText('<h1>Big</h1><h6>Small</h6><b>b</b><i>i</i><div>d</div><span class="x">s</span><figure>f</figure>')).toBe(
      '<h2>Big</h2><h4>Small</h4><strong>b</strong><em>i</em><p>d</p>sf',
    );
  });

  it('keeps a library image with its alt text, and no image from anywhere else', () => {
    expect(sanitizeRichText('<img src="/uploads/a1_800x600.jpg" alt="Rack &amp; cables" title="t" width="9" onerror="x()">')).toBe(
      '<img src="/uploads/a1_800x600.jpg" alt="Rack &amp; cables" />',
    );
    for (const src of ['https://evil.example/x.jpg', '//evil.example/x.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/uploads/../secret.jpg', '/uploads/clip.mp4', '/api/v1/x.png']) {
      expect(sanitizeRichText(`<p>a</p><img src="${src}" alt="x">`)).toBe('<p>a</p>');
    }
  });

  it('keeps tables as the editor writes them: header cells, spans as whole numbers, no styles', () => {
    const editor =
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>Plan</p></th><th colspan="2" rowspan="1"><p>Price</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>Basic</p></td><td colspan="x" rowspan="999" style="color:red"><p>₹999</p></td></tr></tbody></table>';
    expect(sanitizeRichText(editor)).toBe(
      '<table><tbody><tr><th><p>Plan</p></th><th colspan="2"><p>Price</p></th></tr><tr><td><p>Basic</p></td><td><p>₹999</p></td></tr></tbody></table>',
    );
  });

  it('gives inline images the library\'s alt text', () => {
    const html = '<p>x</p><img src="/uploads/a_8x6.jpg" alt="old" /><img src="/uploads/b_8x6.jpg" alt="" />';
    expect(withLibraryAlts(html, new Map([['/uploads/a_8x6.jpg', 'A "rack" <new>']]))).toBe(
      '<p>x</p><img src="/uploads/a_8x6.jpg" alt="A &quot;rack&quot; &lt;new&gt;" /><img src="/uploads/b_8x6.jpg" alt="" />',
    );
  });

  it('drops the empty paragraphs the editor leaves around the content, not those inside it', () => {
    expect(sanitizeRichText('<p></p><ul><li><p>a</p></li></ul><p></p><p>b</p><p> </p><p><br></p>')).toBe('<ul><li><p>a</p></li></ul><p></p><p>b</p>');
  });

  it('gives text without markup its paragraphs, as a client from before rich text sends it', () => {
    expect(sanitizeRichText('Line one\nline two\n\nSecond & last')).toBe('<p>Line one<br />line two</p><p>Second &amp; last</p>');
  });

  it('reads link targets as a browser would', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('tel:+911234')).toBe('tel:+911234');
    expect(safeHref('/products')).toBe('/products');
    expect(safeHref('java\tscript:alert(1)')).toBeUndefined();
    expect(safeHref('\u0000javascript:alert(1)')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('\\\\evil.example')).toBeUndefined();
    expect(safeHref('ftp://files.example')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });

  it('answers a field left without words as a 400 naming it, and cleans the others in place', () => {
    const input = { name: 'N', description: '<p>Hi <script>x()</script></p>' };
    sanitizeRichFields(productType, input);
    expect(input.description).toBe('<p>Hi </p>');
    const empty = () => sanitizeRichFields(productType, { description: '<script>alert(1)</script><img src=x>' }, 'content.0.');
    expect(empty).toThrow(HttpError);
    try {
      empty();
    } catch (e) {
      expect((e as HttpError).status).toBe(400);
      expect((e as HttpError).errors?.[0]?.path).toBe('content.0.description');
    }
  });
});
