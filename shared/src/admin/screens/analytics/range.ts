import { ANALYTICS_MAX_RANGE_DAYS, daysBetween } from '../../../contract/analytics.js';
import { zonedInputValue } from '../../../contract/timeZone.js';

/**
 * The Analytics screen's range of days (shared/docs/admin.md#analytics): the last 7, 30 or 90 days
 * up to today, or two days chosen. Days are `YYYY-MM-DD` on the site's clock, both included, as the
 * reports take them. The range lives in the address (`?range=7`, `?from=…&to=…`), so a reload or a
 * shared link shows the same report.
 */

export const RANGE_PRESETS = ['7', '30', '90'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';

/** What the screen shows first. */
export const DEFAULT_PRESET: RangePreset = '30';

export interface DayRange {
  from: string;
  to: string;
}

/** Today on the clock of `zone`, `YYYY-MM-DD`. */
export function todayOn(zone: string, now = new Date()): string {
  return zonedInputValue(now.toISOString(), zone).slice(0, 10);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last `preset` days, today the last of them. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  return { from: addDays(today, 1 - Number(preset)), to: today };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | null): v is string => !!v && DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** Why two chosen days make no report (the server's rules, said before asking it), or null when they do. */
export function rangeProblem(from: string, to: string): { from?: string; to?: string } | null {
  if (!from || !to) return { from: from ? undefined : 'Choose the first day', to: to ? undefined : 'Choose the last day' };
  if (from > to) return { from: 'From must not be after To' };
  if (daysBetween(from, to) > ANALYTICS_MAX_RANGE_DAYS) return { to: `A report covers at most ${ANALYTICS_MAX_RANGE_DAYS} days` };
  return null;
}

/** The range an address asks for: `from` and `to` (a valid custom range), else a preset (`range`, or the default). */
export function rangeOf(params: URLSearchParams, today: string): { choice: RangeChoice } & DayRange {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && !rangeProblem(from, to)) return { choice: 'custom', from, to };
  const asked = params.get('range');
  const preset = (RANGE_PRESETS as readonly string[]).includes(asked ?? '') ? (asked as RangePreset) : DEFAULT_PRESET;
  return { choice: preset, ...presetRange(preset, today) };
}

/** The address's query for a range: a preset by its name, a custom one by its days. */
export function rangeParams(choice: RangeChoice, range: DayRange): Record<string, string> {
  return choice === 'custom' ? { from: range.from, to: range.to } : { range: choice };
}

/** A day as the back office writes it: 28 Nov 2026 (the day itself, on no clock). */
export function formatReportDay(day: string, withYear = true): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
}

/** A count as the back office writes numbers: 1,23,456. */
export const formatCount = (n: number): string => n.toLocaleString('en-IN');
