import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { Testimonials } from '../components/reviews/Testimonials.js';
import { TESTIMONIALS_HEADING, TESTIMONIALS_INTRO } from '../content/home.js';
import { usePageMeta } from '../lib/head.js';
import { useSite } from '../lib/site.js';
import { CallToAction } from './home/CallToAction.js';
import { ExclusiveServices } from './home/ExclusiveServices.js';
import { ExpertiseBanner } from './home/ExpertiseBanner.js';
import { HeroCarousel } from './home/HeroCarousel.js';
import { Pricing } from './home/Pricing.js';
import { ServicesGrid } from './home/ServicesGrid.js';
import { StatsBand } from './home/StatsBand.js';
import { TechStrip } from './home/TechStrip.js';

const META = PUBLIC_PAGES['/'];

/**
 * The home page (spec §2.4). The hero carousel opens the page; the other sections follow in the
 * spec's order. Loaded eagerly (every other page is a lazy chunk), so it stays free of libraries.
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
