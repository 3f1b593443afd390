import type { HeroSlide } from './copy.js';
import presence from './art/presence.svg?no-inline';
import growth from './art/growth.svg?no-inline';
import automation from './art/automation.svg?no-inline';
import cloud from './art/cloud.svg?no-inline';
import code from './art/code.svg?no-inline';

/*
 * Self-drawn hero illustrations: simple shapes for the hero's blue gradient, one small SVG file
 * each (2-3 KB, cached for good under its hashed name). As files rather than inline markup they
 * cost the page's HTML, its render on the server and its hydration nothing. Decorative, so the
 * alternative text is empty; the slide's title carries the meaning.
 */
const ART: Record<HeroSlide['art'], string> = { presence, growth, automation, cloud, code };

/** The art's drawn size; the box scales with the column, keeping this shape, so nothing shifts. */
export const ART_WIDTH = 480;
export const ART_HEIGHT = 360;

/**
 * The first slide's art is part of the first screen (on a phone its largest paint): fetched at once,
 * at high priority, alongside the stylesheet the first paint waits for anyway; the others wait their
 * turn. It used to be written into the page as a `data:` address, which cost every page view 3 KB
 * of HTML and the home page's script 0.7 KB gzipped (the script had to carry it to hydrate).
 */
export function SlideArt({ art, first }: { art: HeroSlide['art']; first: boolean }) {
  return (
    <img
      src={ART[art]}
      alt=""
      width={ART_WIDTH}
      height={ART_HEIGHT}
      decoding="async"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
    />
  );
}
