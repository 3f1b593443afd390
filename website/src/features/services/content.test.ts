import { describe, expect, it } from 'vitest';
import { APP_DETAIL_SLUGS, WEB_DETAIL_SLUGS } from '@itsite/shared/contract/pages';
import { serviceDetail } from './serviceDetails.js';
import { CTA_LABEL } from './serviceTypes.js';

const details = [
  ...WEB_DETAIL_SLUGS.map((slug) => ['web', slug] as const),
  ...APP_DETAIL_SLUGS.map((slug) => ['app', slug] as const),
  ['ai', 'machine-learning-and-ai-solutions'] as const,
];

describe('service detail content', () => {
  it('has a page for each of the 15 detail routes, at the route path', () => {
    expect(details).toHaveLength(15);
    for (const [group, slug] of details) {
      const found = serviceDetail(group, slug);
      expect(found, `${group}/${slug}`).toBeDefined();
      expect(found?.path).toBe(group === 'ai' ? `/${slug}` : `/${group === 'web' ? 'webdevelopment' : 'appdevelopment'}/${slug}`);
    }
  });

  it('gives every page its own headline, intro, section headings and imagery', () => {
    const pages = details.map(([g, s]) => serviceDetail(g, s)?.content);
    const all = (pick: (c: NonNullable<(typeof pages)[number]>) => string[]) => pages.flatMap((c) => (c ? pick(c) : []));
    for (const list of [all((c) => [c.headline]), all((c) => [c.intro]), all((c) => [c.summary]), all((c) => c.sections.map((s) => s.heading))]) {
      expect(new Set(list).size).toBe(list.length);
    }
    for (const c of pages) {
      const [a, b] = c?.sections ?? [];
      // The hero drawing and the two section drawings differ, so a page never repeats an image.
      expect(new Set([c?.illustration, a?.illustration, b?.illustration]).size, c?.slug).toBe(3);
    }
  });

  it('knows no other slug', () => {
    expect(serviceDetail('web', 'iphone-app-development')).toBeUndefined();
    expect(serviceDetail('app', 'constructor')).toBeUndefined();
  });

  it('labels each group\'s call to action', () => {
    expect(CTA_LABEL).toEqual({ web: 'GET A QUOTE', app: 'FREE QUOTE ON APP DEVELOPMENT', ai: 'GET A QUOTE' });
  });
});
