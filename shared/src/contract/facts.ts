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
  /** People on the team (the "skilled executives" and "expert consultants" claims). */
  teamSize: number;
  countries: number;
}

/** Until an admin sets them (and for settings stored before the facts existed). */
export const DEFAULT_COMPANY_FACTS: Readonly<CompanyFacts> = { foundedYear: 2018, clients: 200, projects: 1200, teamSize: 120, countries: 5 };

/** Whole years since the founding year (never negative). */
export function yearsInBusiness(facts: Pick<CompanyFacts, 'foundedYear'>, now: Date = new Date()): number {
  return Math.max(0, now.getFullYear() - facts.foundedYear);
}
