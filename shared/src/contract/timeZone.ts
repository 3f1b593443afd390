/**
 * The site's time zone (Settings): schedules are chosen and shown as wall-clock times there,
 * whoever edits and wherever their computer is. These helpers turn a wall-clock time in a zone
 * (a `datetime-local` input's `YYYY-MM-DDTHH:mm`) into an instant and back, with the platform's
 * time-zone data (Intl), no library.
 */

/** Where the company is: the zone of a site whose settings never chose one. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Zones the platform has been seen to know: asking Intl costs a formatter (a fraction of a millisecond). */
const knownZones = new Set<string>();

/** Whether the platform knows `zone` as an IANA time zone ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  // Only known zones are kept, and the platform knows a few hundred: the set stays small whatever is asked.
  knownZones.add(zone);
  return true;
}

/**
 * The zones a picker offers: UTC, then every zone the platform lists, with `also` (the one stored,
 * the default) added, since platforms list one name of a zone with several ("Asia/Calcutta" but not
 * "Asia/Kolkata").
 */
export function timeZoneNames(also: readonly string[] = []): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = [...new Set([DEFAULT_TIME_ZONE, ...also, ...listed])].filter((z) => z !== 'UTC' && isTimeZone(z)).sort();
  return ['UTC', ...rest];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock fields of instant `t` in `zone`. */
function wallClock(t: number, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatterOf(zone).formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  return { year: +parts.year, month: +parts.month, day: +parts.day, hour: +parts.hour % 24, minute: +parts.minute, second: +parts.second };
}

/** How far `zone`'s clocks are ahead of UTC at instant `t`, in milliseconds. */
function offsetAt(t: number, zone: string): number {
  const w = wallClock(t, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(t / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Instant `iso` as a `datetime-local` value (`YYYY-MM-DDTHH:mm`, `:ss` when not 0) on `zone`'s clocks; '' for none. */
export function zonedInputValue(iso: string | null, zone: string): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const w = wallClock(t, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}${w.second ? `:${pad(w.second)}` : ''}`;
}

/**
 * The instant at which `zone`'s clocks read `local` (`YYYY-MM-DDTHH:mm[:ss]`), or null when it is
 * not such a value. A time the clocks skip (spring forward) is read with the offset from before the
 * change, so it lands just after; a time they pass twice (fall back) is the first of the two.
 */
export function instantOfZoned(local: string, zone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Two candidates from the offsets around the time; the earlier one that reads `local` wins.
  const before = asUtc - offsetAt(asUtc - 86_400_000, zone);
  const after = asUtc - offsetAt(asUtc + 86_400_000, zone);
  const reads = (t: number) => zonedInputValue(new Date(t).toISOString(), zone).slice(0, 16) === local.slice(0, 16);
  const candidates = [before, after].sort((a, b) => a - b);
  return new Date(candidates.find(reads) ?? before);
}

/** A moment on the clocks of `zone`, saying which: 28 Nov 2026, 09:00 IST. */
export function formatZonedMoment(iso: string, zone: string): string {
  return new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone, timeZoneName: 'short' });
}

/** The time of day on the clocks of `zone`: 09:00. */
export function formatZonedClock(iso: string, zone: string): string {
  return new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
}

/** A short name of `zone`'s offset at instant `at`, for labels: "GMT+5:30", "GMT+1"; '' for an unknown zone. */
export function zoneOffsetLabel(zone: string, at = new Date()): string {
  if (!isTimeZone(zone)) return '';
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
