import { Suspense, type ReactNode } from 'react';
import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { Testimonials } from '../reviews/index.js';
import { TESTIMONIALS_HEADING, TESTIMONIALS_INTRO } from './copy.js';
import { usePageMeta } from '../../lib/head.js';
import { useSite } from '../../lib/site.js';
import { CallToAction } from './CallToAction.js';
import { ExclusiveServices } from './ExclusiveServices.js';
import { ExpertiseBanner } from './ExpertiseBanner.js';
import { HeroCarousel } from './HeroCarousel.js';
import { Pricing } from './Pricing.js';
import { ServicesGrid } from './ServicesGrid.js';
import { StatsBand } from './StatsBand.js';
import { TechStrip } from './TechStrip.js';

const META = PUBLIC_PAGES['/'];

/**
 * A section that takes its turn when the page is hydrated: a Suspense boundary around markup the
 * server rendered is hydrated after the rest, in its own interruptible pass, so the long home page
 * never blocks the browser in one piece (a click inside a section not yet hydrated hydrates it at
 * once). Nothing in it suspends: the server renders it whole and no fallback is ever shown.
 */
const Later = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/**
 * The home page. The hero carousel opens the page; the other sections follow in the
 * page's order. Loaded eagerly (every other page is a lazy chunk), so it stays free of libraries.
 */
export function Home() {
  const { settings } = useSite();
  // Same title as the server writes for "/": company first on the home page.
  usePageMeta(settings && META ? (settings.companyName ? `${settings.companyName} | ${META.title}` : META.title) : undefined, META?.description);
  return (
    <>
      <HeroCarousel />
      <Later>
        <ServicesGrid />
      </Later>
      <Later>
        <ExpertiseBanner />
      </Later>
      <Later>
        <ExclusiveServices />
      </Later>
      <Later>
        <TechStrip />
      </Later>
      <Later>
        <StatsBand />
      </Later>
      <Later>
        <Testimonials heading={TESTIMONIALS_HEADING} intro={TESTIMONIALS_INTRO} />
      </Later>
      <Later>
        <Pricing />
      </Later>
      <Later>
        <CallToAction />
      </Later>
    </>
  );
}
