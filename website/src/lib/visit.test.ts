/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { VISIT } from './pageViews.js';
import { visitAttribution } from './visit.js';

const keep = (value: unknown) => sessionStorage.setItem(VISIT, JSON.stringify(value));

describe("what a form sends of the visit's first page", () => {
  afterEach(() => sessionStorage.clear());

  it('sends the kept path, referring host and UTM values as the server keeps them', () => {
    keep(['/blog/local-seo', 'WWW.Google.com', ' newsletter ', 'email', 'spring']);
    expect(visitAttribution()).toEqual({ landingPath: '/blog/local-seo', referrerHost: 'google.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' });
  });

  it('sends nothing when nothing was kept, or what was kept cannot be read', () => {
    expect(visitAttribution()).toEqual({});
    sessionStorage.setItem(VISIT, '{not json');
    expect(visitAttribution()).toEqual({});
  });

  it('leaves out what the server would refuse, so it never costs a visitor their message', () => {
    keep([`/${'a'.repeat(300)}`, 'not a host', 'x'.repeat(150), '', null]);
    expect(visitAttribution()).toEqual({ landingPath: null, referrerHost: null, utmSource: 'x'.repeat(100), utmMedium: null, utmCampaign: null });
    // The site's own host (with or without www.) is no referrer; 100 characters are whole ones.
    keep(['/', `www.${location.hostname}`, '🎉'.repeat(120), false, 42]);
    expect(visitAttribution()).toEqual({ landingPath: '/', referrerHost: null, utmSource: '🎉'.repeat(100), utmMedium: null, utmCampaign: null });
  });
});
