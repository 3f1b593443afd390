import type { RawRequest } from 'autocannon';

/**
 * Page-view beacons for the bench's analytics sections: `POST /api/v1/event` as a person's browser
 * sends it from a page (navigator.sendBeacon: JSON as text/plain), each from another address (the
 * server trusts X-Forwarded-For from loopback: TRUST_PROXY=1) and for another page, some with a
 * search engine as referrer, some with campaign (UTM) values. A person's user agent: a bot's would
 * be refused before anything is counted.
 */
export const PERSON_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
];

const PAGES = ['/', '/services', '/about', '/products', '/contactUs', '/careers', '/webdevelopment', '/appdevelopment', '/blog/local-seo-guide', '/product/managed-backup'];
const REFERRERS = ['', '', 'https://www.google.com/', 'https://www.bing.com/search?q=it+services', 'https://www.linkedin.com/'];
const CAMPAIGNS = ['', '', '', '?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale', '?utm_source=google&utm_medium=cpc&utm_campaign=seo-audit'];

/** The `n`-th beacon's body and headers. */
export function beacon(n: number): Required<Pick<RawRequest, 'headers' | 'body'>> {
  const page = PAGES[n % PAGES.length];
  const body = JSON.stringify({ url: `https://www.example.com${page}${CAMPAIGNS[n % CAMPAIGNS.length]}`, referrer: REFERRERS[(n >> 1) % REFERRERS.length] });
  return {
    body,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': PERSON_AGENTS[n % PERSON_AGENTS.length],
      // The benchmarking range's addresses (198.18.0.0/15): a visitor for each beacon number, 131,072 of them.
      'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
      'sec-fetch-site': 'same-origin',
    },
  };
}

/**
 * Distinct beacons a load cycles through: at a few thousand a second, each visitor sends a view
 * every few seconds of a run, as a visit of a few pages does; autocannon builds each one once.
 */
export const DISTINCT_BEACONS = 16_384;

/**
 * autocannon's `requests`: beacons `from` to `from` + DISTINCT_BEACONS (a run with another `from` has
 * other visitors), built ahead (a `setupRequest` making each one made the load generator, not the
 * server, the bottleneck).
 */
export function beaconRequests(from = 0): Array<{ method: string; path: string; headers: Record<string, string>; body: string }> {
  return Array.from({ length: DISTINCT_BEACONS }, (_, i) => ({ method: 'POST', path: '/api/v1/event', ...beacon(from + i) }));
}
