/**
 * One-at-a-time latency of an address: `tsx scripts/bench/latency.ts <url> <samples> <warmup>`
 * prints `{ "p50": ms, "p99": ms, "failures": n }`. It runs in a process of its own, so what it
 * measures is the server's answer and the loopback, not the pauses of a bench process that has just
 * driven a load generator (whose heap is large, and whose collections would land in the samples).
 */
const [url, samplesArg = '400', warmupArg = '20'] = process.argv.slice(2);
if (!url) {
  process.stderr.write('usage: latency.ts <url> [samples] [warmup]\n');
  process.exit(2);
}
const samples = Number(samplesArg);
const warmup = Number(warmupArg);
const times: number[] = [];
let failures = 0;
for (let i = 0; i < samples + warmup; i++) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) failures++;
  if (i >= warmup) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
process.stdout.write(`${JSON.stringify({ p50: at(0.5), p99: at(0.99), failures })}\n`);
