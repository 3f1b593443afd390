import type { IconNode } from 'lucide';
/**
 * The public site's icons as one SVG sprite: a `<symbol>` per icon in one file
 * (`icons.sprite.svg`, written by `npm run sprite`), which browsers and CDNs fetch and cache once.
 * A page draws an icon as `<svg><use href="…/icons.sprite-HASH.svg#name"/></svg>`, a few dozen
 * bytes, instead of writing its drawing into every page (the home page's 56 icons were 44 KB of
 * its HTML) and into the scripts.
 *
 * A symbol holds only the shapes: colour, stroke and size come from the `<svg>` that uses it
 * (presentation attributes inherit into the `<use>`), so one symbol serves every colour.
 */
/** Lucide's drawings the site uses, by the name lucide-react gives each (its class `lucide-<name>`). */
export declare const LUCIDE_ICONS: Record<string, IconNode>;
/** Brand marks (simple-icons' paths, 24 × 24), by the name a page uses them with, and their colour. */
export declare const BRAND_MARKS: Record<string, {
    path: string;
    hex: string;
}>;
/** An icon's inside as SVG markup: Lucide's node is a list of shapes, each a tag and its attributes. */
export declare function iconMarkup(node: IconNode): string;
/** The sprite file's text. */
export declare function spriteDocument(): string;
