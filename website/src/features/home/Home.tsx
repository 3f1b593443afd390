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
      <ServicesGrid />
      <ExpertiseBanner />
      <ExclusiveServices />
      <TechStrip />
      <StatsBand />
      <Testimonials heading={TESTIMONIALS_HEADING} intro={TESTIMONIALS_INTRO} />
      <Pricing />
      <CallToAction />
    </>
  );
}
