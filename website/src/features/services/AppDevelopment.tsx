import { APP_DETAIL_SLUGS } from '@itsite/shared/contract/pages';
import { APP_INTRO, APP_SERVICES } from './appServices.js';
import { ServiceListing } from './ServiceListing.js';

/** Listing of the nine app development services. */
export function AppDevelopment() {
  return (
    <ServiceListing
      base="/appdevelopment"
      intro={APP_INTRO}
      art="crossPlatform"
      slugs={APP_DETAIL_SLUGS}
      services={APP_SERVICES}
      stepsHeading="From Idea to App Store"
      cta={{
        heading: 'Have an app idea?',
        text: 'Tell us what your app should do. We will suggest the right platform and send a free, itemised quote.',
        label: 'FREE QUOTE ON APP DEVELOPMENT',
      }}
    />
  );
}
