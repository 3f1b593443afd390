import autocannon from 'autocannon';
import { beaconRequests } from './beacons.js';

/**
 * Page-view beacons at a server, from a process of its own: `tsx scripts/bench/beacon-load.ts <url>
 * <seconds> <connections> [from] [rate]` sends beacons `from` on (scripts/bench/beacons.ts) for
 * `seconds`, at most `rate` a second when given, and prints `{ "requests", "answered", "failed",
 * "perSec", "p99Ms" }`.
 * Beside another load, it keeps the bench's load generator to that one.
 */
const [url, secondsArg = '5', connectionsArg = '32', fromArg = '0', rateArg] = process.argv.slice(2);
if (!url) {
  process.stderr.write('usage: beacon-load.ts <url> <seconds> <connections> [from] [rate]\n');
  process.exit(2);
}
const r = await autocannon({
  url: `${url}/api/v1/event`,
  requests: beaconRequests(Number(fromArg)),
  connections: Number(connectionsArg),
  duration: Number(secondsArg),
  ...(rateArg ? { overallRate: Number(rateArg) } : {}),
});
process.stdout.write(
  `${JSON.stringify({ requests: r.requests.total, answered: r.requests.total - r.non2xx, failed: r.non2xx + r.errors + r.timeouts, perSec: r.requests.average, p99Ms: r.latency.p99 })}\n`,
);
