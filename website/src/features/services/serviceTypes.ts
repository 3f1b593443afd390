import type { IllustrationKind } from '../../ui/illustrationKinds.js';

/** One image-and-text band of a service detail page. */
export interface DetailSection {
  heading: string;
  paragraphs: string[];
  points: string[];
  illustration: IllustrationKind;
  /** Alt text of the illustration. */
  imageAlt: string;
}

/** A service detail page (web, app or AI/ML) and its card on the listing page. */
export interface ServiceDetailContent {
  slug: string;
  /** Card text on the listing page. */
  summary: string;
  illustration: IllustrationKind;
  headline: string;
  intro: string;
  /** Technologies and capabilities shown as chips under the intro. */
  highlights: string[];
  sections: [DetailSection, DetailSection];
}

export type ServiceGroup = 'web' | 'app' | 'ai';

/** Web and AI/ML pages say "GET A QUOTE", app pages "FREE QUOTE ON APP DEVELOPMENT". */
export const CTA_LABEL: Record<ServiceGroup, string> = {
  web: 'GET A QUOTE',
  app: 'FREE QUOTE ON APP DEVELOPMENT',
  ai: 'GET A QUOTE',
};

export const GROUP_BASE: Record<ServiceGroup, string> = {
  web: '/webdevelopment',
  app: '/appdevelopment',
  ai: '',
};

export const GROUP_LABEL: Record<ServiceGroup, string> = {
  web: 'Web Development',
  app: 'App Development',
  ai: 'Machine Learning & AI',
};

/** The four steps every engagement follows; shown on the listing pages. */
export const PROCESS_STEPS = [
  { title: 'Discover', text: 'Workshops with your team to agree goals, users, scope and a fixed estimate before work begins.' },
  { title: 'Design', text: 'Wireframes and clickable prototypes you can review on your own screen, revised until they are right.' },
  { title: 'Build', text: 'Two-week sprints with a working demo at the end of each, tested on real browsers and devices.' },
  { title: 'Launch & Support', text: 'Go-live, training and a support plan with fixed response times, so the product keeps improving.' },
] as const;
