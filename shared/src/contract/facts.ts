/**
 * The company's figures (kept in Settings, `facts`): the public pages' counters, claims and
 * sentences are derived from them, so every page states the same figure. Free of zod, so the
 * public site can import it without the validation library.
 */
export interface CompanyFacts {
  /** The year the company was founded; years in business are counted from it. */
  foundedYear: number;
  clients: number;
  projects: number;
  /** People on the team: its "expert consultants", named so everywhere. */
  teamSize: number;
  countries: number;
  /** Awards won; 0 (the default) states none: no awards figure is shown. */
  awards: number;
  /** Years of delivery the leadership brings (older than the company): "leadership with 12+ years of global delivery". */
  leadershipYears: number;
}

/** Until an admin sets them (and for settings stored before the facts existed). */
export const DEFAULT_COMPANY_FACTS: Readonly<CompanyFacts> = { foundedYear: 2018, clients: 200, projects: 1200, teamSize: 120, countries: 5, awards: 0, leadershipYears: 12 };

/** Whole years since the founding year (never negative). */
export function yearsInBusiness(facts: Pick<CompanyFacts, 'foundedYear'>, now: Date = new Date()): number {
  return Math.max(0, now.getFullYear() - facts.foundedYear);
}
