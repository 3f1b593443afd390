import { describe, expect, it } from 'vitest';
import { escapeHtmlText, htmlFromPlainText, textOfHtml } from './richText.js';

describe('rich text helpers', () => {
  it('turns plain text into paragraphs, line breaks into <br>, and escapes every character that could be markup', () => {
    expect(htmlFromPlainText('First para\nsame para\n\n  \n Second <b>&</b> "q" \'s\'\r\n\r\nThird')).toBe(
      '<p>First para<br>same para</p><p>Second &lt;b&gt;&amp;&lt;/b&gt; &quot;q&quot; &#39;s&#39;</p><p>Third</p>',
    );
    expect(htmlFromPlainText('   ')).toBe('');
    expect(escapeHtmlText('<script>')).toBe('&lt;script&gt;');
  });

  it('reads the words of rich text: blocks apart, entities decoded, scripts and styles dropped', () => {
    expect(textOfHtml('<h2>Plans</h2><p>Fast &amp; <strong>safe</strong>&nbsp;hosting</p><ul><li>one</li><li>two</li></ul>')).toBe('Plans Fast & safe hosting one two');
    expect(textOfHtml('<p>a<br>b</p><script>alert(1)</script><style>p{}</style>')).toBe('a b');
    expect(textOfHtml('&lt;b&gt; &#65;&#x42; &bogus;')).toBe('<b> AB &bogus;');
    expect(textOfHtml('<p></p><p> </p>')).toBe('');
    expect(textOfHtml('<h2>Plans</h2><p>Fast &amp;  safe</p><ul><li>one</li><li>two</li></ul><p></p>', { lines: true })).toBe('Plans\nFast & safe\none\ntwo');
  });

  it('plain text survives the round trip as the same words', () => {
    const text = 'Managed backups & "restores" <daily>.\n\nSecond paragraph.';
    expect(textOfHtml(htmlFromPlainText(text))).toBe('Managed backups & "restores" <daily>. Second paragraph.');
  });
});
