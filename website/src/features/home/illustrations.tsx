import type { HeroSlide } from './copy.js';
import presence from './art/presence.svg?no-inline';
import growth from './art/growth.svg?no-inline';
import automation from './art/automation.svg?no-inline';
import cloud from './art/cloud.svg?no-inline';
import code from './art/code.svg?no-inline';
import presenceInline from './art/presence.svg?inline';

/*
 * Self-drawn hero illustrations: simple shapes for the hero's blue gradient, one small SVG file
 * each (2-3 KB, cached for good under its hashed name). As files rather than inline markup they
 * cost the page's HTML, its render on the server and its hydration nothing. Decorative, so the
 * alternative text is empty; the slide's title carries the meaning.
 */
const ART: Record<HeroSlide['art'], string> = { presence, growth, automation, cloud, code };

/**
 * The first slide's drawing written into the page (a `data:` address, 0.7 KB gzipped): on a phone
 * it is the largest thing on the first screen, so the page's largest paint would otherwise wait for
 * one more request. Only the drawing the first slide has today; another would come as a file.
 */
const INLINE: Partial<Record<HeroSlide['art'], string>> = { presence: presenceInline };

/** The art's drawn size; the box scales with the column, keeping this shape, so nothing shifts. */
export const ART_WIDTH = 480;
export const ART_HEIGHT = 360;

/** The first slide's art is part of the first screen: in the page, or fetched at once. The others wait their turn. */
export function SlideArt({ art, first }: { art: HeroSlide['art']; first: boolean }) {
  return (
    <img
      src={(first && INLINE[art]) || ART[art]}
      alt=""
      width={ART_WIDTH}
      height={ART_HEIGHT}
      decoding="async"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
    />
  );
}
