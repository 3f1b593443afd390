import { describe, expect, it } from 'vitest';
import { attributionOf, attributionText } from './attribution.js';

const none = { landingPath: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

describe('attribution as the back office says it', () => {
  it('names the source (utm_source, else the referring host, else direct), medium and campaign, then the landing page', () => {
    expect(attributionText({ ...none, utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring-campaign', referrerHost: 'google.com', landingPath: '/blog/local-seo' })).toBe(
      'Came from: google / cpc / spring-campaign, landed on /blog/local-seo',
    );
    expect(attributionText({ ...none, referrerHost: 'linkedin.com', landingPath: '/careers' })).toBe('Came from: linkedin.com, landed on /careers');
    expect(attributionText({ ...none, landingPath: '/services' })).toBe('Came from: direct, landed on /services');
    expect(attributionText({ ...none, utmCampaign: 'autumn' })).toBe('Came from: direct / autumn');
  });

  it('says nothing when nothing is known', () => {
    expect(attributionText(null)).toBeNull();
    expect(attributionOf(none)).toBeNull();
    expect(attributionOf({})).toBeNull();
    expect(attributionOf({ ...none, utmSource: 'x' })).toEqual({ ...none, utmSource: 'x' });
  });
});
