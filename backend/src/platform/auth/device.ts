import type { Session } from '../../data/entities/index.js';

/**
 * A session's device in a person's words, from its User-Agent: "Chrome on Windows", "Safari on
 * iPhone", "Desktop console on macOS". Only what a person needs to tell their sessions apart: the
 * browser (or the desktop console) and the system, never a version.
 */
export function describeDevice(userAgent: string | null, client: Session['client']): string {
  const ua = userAgent ?? '';
  const system = systemOf(ua);
  const program = client === 'desktop' ? 'Desktop console' : browserOf(ua);
  if (!program && !system) return client === 'desktop' ? 'Desktop console' : 'Unknown device';
  if (!program) return `A browser on ${system}`;
  return system ? `${program} on ${system}` : program;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", an iPad may say "Macintosh".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: Array<[RegExp, string]>) => table.find(([pattern]) => pattern.test(ua))?.[1];
const browserOf = (ua: string) => first(ua, BROWSERS);
const systemOf = (ua: string) => first(ua, SYSTEMS);
