import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucideReact from 'lucide-react';
import * as icons from './icons.js';
import { iconMarkup } from './icons.js';

/** The markup with the `class` attribute split off, and that class's tokens. */
function parts(markup: string) {
  const [, classes = ''] = /class="([^"]*)"/.exec(markup) ?? [];
  return { markup: markup.replace(/ class="[^"]*"/, ''), classes: classes.split(' ') };
}

const drawn = Object.entries(icons).filter(([name]) => /^[A-Z]/.test(name)) as [string, icons.IconComponent][];

describe('the public site icons', () => {
  it('draw what lucide-react draws, attribute for attribute, with the same props', () => {
    expect(drawn.length).toBeGreaterThan(50);
    for (const [name, Icon] of drawn) {
      const Reference = (lucideReact as unknown as Record<string, typeof lucideReact.Check>)[name];
      for (const props of [{}, { size: 18, className: 'tick' }, { size: 30, strokeWidth: 1.5, 'aria-label': name }, { color: '#fff', 'aria-hidden': true }]) {
        const ours = parts(renderToStaticMarkup(<Icon {...props} />));
        const theirs = parts(renderToStaticMarkup(<Reference {...props} />));
        expect(ours.markup, name).toBe(theirs.markup);
        // lucide-react also names an icon by each of its aliases (lucide-verified for badge-check).
        expect(theirs.classes, name).toEqual(expect.arrayContaining(ours.classes));
        expect(ours.classes.length, name).toBe(2 + ('className' in props ? 1 : 0));
      }
    }
  });

  it('hide an icon from assistive technology unless it is named', () => {
    expect(renderToStaticMarkup(<icons.Check />)).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(<icons.Search role="img" aria-label="Search" />);
    expect(named).not.toContain('aria-hidden');
    expect(named).toContain('aria-label="Search"');
  });

  it('escape attribute values in the markup it writes once', () => {
    expect(iconMarkup([['path', { d: 'M0 0"/><script>' }]])).toBe('<path d="M0 0&quot;/>&lt;script>"></path>');
  });
});
