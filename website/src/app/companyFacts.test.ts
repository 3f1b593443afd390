import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS, yearsInBusiness, type CompanyFacts } from '@itsite/shared/contract/facts';
import { exclusiveServicesOf, statsOf } from '../features/home/copy.js';
import { aboutHighlightsOf, aboutStatsOf, storyOf } from '../features/company/about.js';
import { servicesIntroOf } from '../features/services/services.js';

/** Every sentence and counter of the home and About pages that states a company figure. */
function everyFigure(facts: CompanyFacts, now: Date): string {
  return [
    ...statsOf(facts).map((s) => `${s.value}+ ${s.label}`),
    ...exclusiveServicesOf(facts).map((c) => c.description),
    ...aboutHighlightsOf(facts),
    ...storyOf(facts).paragraphs,
    ...aboutStatsOf(facts, now).map((s) => `${s.value} ${s.label}`),
    servicesIntroOf(facts),
  ].join('\n');
}

describe('company facts (Settings) are the only source of the pages’ figures', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('states each figure the same way everywhere', () => {
    const text = everyFigure(DEFAULT_COMPANY_FACTS, now);
    expect(text).toContain('1200+ Projects Completed');
    expect(text).toContain('1200+ successful projects');
    expect(text).toContain('1200 Projects Delivered');
    expect(text).toContain('120+ Expert Consultants');
    // One name for the team everywhere.
    expect(text).toContain('120+ expert consultants');
    expect(text).not.toContain('executives');
    // The leadership's years are a fact, never "over a decade" beside a 2018 founding.
    expect(text).toContain('12+ years of global delivery');
    expect(text).not.toContain('decade');
    // No award is claimed while the facts name none.
    expect(text).not.toMatch(/award/i);
    expect(text).toContain('200 Satisfied Clients');
    expect(text).toContain('Founded in 2018');
    expect(text).toContain('8 Years in Business');
    // None of the old contradictory figures.
    for (const old of ['101+', '785+', '45 Satisfied', '60 Projects']) expect(text).not.toContain(old);
  });

  it('changing a fact changes every sentence and counter that states it', () => {
    const facts: CompanyFacts = { foundedYear: 2010, clients: 321, projects: 4567, teamSize: 89, countries: 12, awards: 7, leadershipYears: 20 };
    const text = everyFigure(facts, now);
    expect(text).toContain('4567+ Projects Completed');
    expect(text).toContain('4567+ successful projects');
    expect(text).toContain('4567 Projects Delivered');
    expect(text).toContain('89+ Expert Consultants');
    expect(text).toContain('89+ expert consultants');
    expect(text).toContain('7+ Awards Won');
    expect(text).toContain('7 awards won');
    expect(text).toContain('Leadership with 20+ years of global delivery');
    expect(text).toContain('led by people with 20+ years of global delivery');
    expect(text).toContain('321 Satisfied Clients');
    expect(text).toContain('12 Countries Served');
    expect(text).toContain('Founded in 2010');
    expect(text).toContain('We started in 2010');
    expect(text).toContain('16 Years in Business');
    for (const old of ['1200', '2018', '120+', '200 ']) expect(text).not.toContain(old);
  });

  it('counts years in business from the founding year', () => {
    expect(yearsInBusiness({ foundedYear: 2018 }, new Date('2025-12-31'))).toBe(7);
    expect(yearsInBusiness({ foundedYear: 2030 }, new Date('2025-12-31'))).toBe(0);
  });
});
