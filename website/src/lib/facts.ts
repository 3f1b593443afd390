import { DEFAULT_COMPANY_FACTS, type CompanyFacts } from '@itsite/shared/contract/facts';
import { useSite } from './site.js';

/**
 * The company's figures from Settings (founding year, clients, projects, team, countries), from
 * which every page's counters and claims are written; the defaults until settings have loaded.
 */
export function useCompanyFacts(): CompanyFacts {
  return useSite().settings?.facts ?? DEFAULT_COMPANY_FACTS;
}
