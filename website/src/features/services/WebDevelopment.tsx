import { WEB_DETAIL_SLUGS } from '@itsite/shared/contract/pages';
import { WEB_INTRO, WEB_SERVICES } from './webServices.js';
import { ServiceListing } from './ServiceListing.js';

/** Listing of the five web development services. */
export function WebDevelopment() {
  return (
    <ServiceListing
      base="/webdevelopment"
      intro={WEB_INTRO}
      art="code"
      slugs={WEB_DETAIL_SLUGS}
      services={WEB_SERVICES}
      stepsHeading="How We Deliver Web Projects"
      cta={{
        heading: 'Planning a new website or web app?',
        text: 'Share your idea and we will reply within one business day with questions, a plan and an honest estimate.',
        label: 'Get a Free Estimate',
      }}
    />
  );
}
