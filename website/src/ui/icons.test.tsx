import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucideReact from 'lucide-react';
import * as icons from './icons.js';
import { BRAND_MARKS, iconMarkup, spriteDocument } from './sprite.js';

/** The opening tag with the `class` attribute split off, that class's tokens, and what is inside. */
function parts(markup: string) {
  const [, classes = ''] = /class="([^"]*)"/.exec(markup) ?? [];
  const open = /^<svg[^>]*>/.exec(markup)?.[0] ?? '';
  return { open: open.replace(/ class="[^"]*"/, ''), classes: classes.split(' '), inside: markup.slice(open.length, -'</svg>'.length) };
}

const drawn = Object.entries(icons).filter(([name]) => /^[A-Z][a-z]/.test(name) && name !== 'BrandMark') as [string, icons.IconComponent][];
const sprite = fs.readFileSync(path.join(import.meta.dirname, 'icons.sprite.svg'), 'utf8');
const symbolOf = (id: string) => new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite)?.[1];

describe('the public site icons', () => {
  it('keep the sprite file current with the icons the code names (a build writes it)', () => {
    expect(sprite, 'website/src/ui/icons.sprite.svg is out of date: build the website (npm run build -w website) and commit it').toBe(spriteDocument());
  });

  it("draw what lucide-react draws: its classes and size on the <svg>, its shapes in the sprite symbol the <svg> uses, its drawing attributes in the site's .lucide rule", () => {
    expect(drawn.length).toBeGreaterThan(50);
    const css = fs.readFileSync(path.join(import.meta.dirname, '..', 'styles', 'global.css'), 'utf8');
    expect(css.replace(/\s+/g, ' ')).toContain('.lucide { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }');
    const attribute = (open: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(open)?.[1];
    for (const [name, Icon] of drawn) {
      const Reference = (lucideReact as unknown as Record<string, typeof lucideReact.Check>)[name];
      for (const props of [{}, { size: 18, className: 'tick' }, { size: 30, strokeWidth: 1.5, 'aria-label': name }, { color: '#fff', 'aria-hidden': true }]) {
        const ours = parts(renderToStaticMarkup(<Icon {...props} />));
        const theirs = parts(renderToStaticMarkup(<Reference {...props} />));
        for (const shared of ['width', 'height', 'aria-hidden', 'aria-label']) expect(attribute(ours.open, shared), `${name} ${shared}`).toBe(attribute(theirs.open, shared));
        // Lucide's defaults come from the stylesheet; what differs from them is on the icon.
        expect(attribute(ours.open, 'color'), name).toBe('color' in props ? props.color : undefined);
        expect(attribute(ours.open, 'style'), name).toBe('strokeWidth' in props ? `stroke-width:${props.strokeWidth}` : undefined);
        // lucide-react also names an icon by each of its aliases (lucide-verified for badge-check).
        expect(theirs.classes, name).toEqual(expect.arrayContaining(ours.classes));
        expect(ours.classes.length, name).toBe(2 + ('className' in props ? 1 : 0));
        const id = ours.classes[1].replace(/^lucide-/, '');
        expect(ours.inside, name).toBe(`<use href="${icons.symbolHref(id)}"></use>`);
        expect(symbolOf(id), name).toBe(theirs.inside);
      }
    }
  });

  it('draw brand marks from the sprite in their own colour, hidden from assistive technology', () => {
    const react = renderToStaticMarkup(<icons.BrandMark name="react" size={30} />);
    expect(react).toBe(`<svg viewBox="0 0 24 24" width="30" height="30" fill="#${BRAND_MARKS.react.hex}" aria-hidden="true" focusable="false"><use href="${icons.symbolHref('react')}"></use></svg>`);
    expect(Object.keys(icons.BRAND_COLORS).sort()).toEqual(Object.keys(BRAND_MARKS).sort());
    for (const name of Object.keys(BRAND_MARKS)) {
      expect(symbolOf(name), name).toBe(`<path d="${BRAND_MARKS[name].path}"></path>`);
      expect(icons.BRAND_COLORS[name], name).toBe(BRAND_MARKS[name].hex);
    }
  });

  it('hide an icon from assistive technology unless it is named', () => {
    expect(renderToStaticMarkup(<icons.Check />)).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(<icons.Search role="img" aria-label="Search" />);
    expect(named).not.toContain('aria-hidden');
    expect(named).toContain('aria-label="Search"');
  });

  it('escape attribute values in the sprite', () => {
    expect(iconMarkup([['path', { d: 'M0 0"/><script>' }]])).toBe('<path d="M0 0&quot;/>&lt;script>"></path>');
  });
});
