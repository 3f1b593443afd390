import { z } from 'zod';
import { defineDocumentType, documentSchemas } from './document.js';
import { numberInput, requiredText, richText } from './rules.js';
import { EMPLOYMENT_TYPES, HIRING_STATES, SALARY_CURRENCIES, SALARY_PERIODS } from './openRoleOptions.js';

export { EMPLOYMENT_TYPES, HIRING_STATES, SALARY_CURRENCIES, SALARY_PERIODS };

const valuesOf = <T extends ReadonlyArray<{ value: string }>>(options: T) => options.map((o) => o.value) as [T[number]['value'], ...Array<T[number]['value']>];

/** A salary bound: 0 when the role states none. */
const salary = (label: string) => numberInput(label).pipe(z.number().int(`${label} must be a whole number`).min(0, `${label} must be 0 or more`).max(1_000_000_000, `${label} is too large`));
const select = <T extends ReadonlyArray<{ value: string; label: string }>>(label: string, options: T) => z.enum(valuesOf(options), { error: `${label} must be one of: ${options.map((o) => o.label).join(', ')}` });

/**
 * An open role (careers): a position the company hires for, with its application form on its page
 * (applications reach the back office's Applications inbox). Declared whole, as case studies are:
 * this declaration, its entry in documents.ts and the migration of its table are all the backend
 * and the admin need; the site adds its two pages (website/src/features/careers).
 *
 * `hiring`: a closed role stays published and readable, its form says applications are closed and
 * the server refuses them; the list's JSON-LD leaves it out and its page's says `validThrough`.
 */
export const openRoleType = defineDocumentType('openRole', {
  timestamps: ['createdAt', 'updatedAt'],
  fields: {
    title: { label: 'Title', input: 'text', schema: requiredText('Title', 160), list: true },
    team: { label: 'Team', input: 'text', schema: requiredText('Team', 80), list: true, hint: 'Such as "Engineering" or "Marketing".' },
    location: { label: 'Location', input: 'text', schema: requiredText('Location', 120), list: true, hint: 'City and country, or "Remote".' },
    employmentType: { label: 'Employment type', input: 'select', schema: select('Employment type', EMPLOYMENT_TYPES), options: EMPLOYMENT_TYPES, list: true },
    hiring: {
      label: 'Applications',
      input: 'select',
      schema: select('Applications', HIRING_STATES).default('open'),
      update: select('Applications', HIRING_STATES).optional(),
      options: HIRING_STATES,
      list: true,
      hint: 'A closed role stays on the site, readable, but takes no more applications.',
    },
    summary: { label: 'Summary', input: 'textarea', schema: requiredText('Summary', 300), hint: 'One or two sentences: shown in the list and as the page description.' },
    description: { label: 'Description', input: 'richtext', schema: richText('Description', 8000) },
    salaryMin: { label: 'Salary from', input: 'number', schema: salary('Salary from').default(0), update: salary('Salary from').optional(), hint: '0 when the role states no salary.' },
    salaryMax: { label: 'Salary up to', input: 'number', schema: salary('Salary up to').default(0), update: salary('Salary up to').optional() },
    salaryCurrency: {
      label: 'Salary currency',
      input: 'select',
      schema: select('Salary currency', SALARY_CURRENCIES).default('INR'),
      update: select('Salary currency', SALARY_CURRENCIES).optional(),
      options: SALARY_CURRENCIES,
    },
    salaryPeriod: {
      label: 'Salary per',
      input: 'select',
      schema: select('Salary per', SALARY_PERIODS).default('YEAR'),
      update: select('Salary per', SALARY_PERIODS).optional(),
      options: SALARY_PERIODS,
    },
  },
  traits: { slugFrom: 'title', search: ['title', 'team', 'location', 'summary'], media: [] },
  site: {
    filters: ['employmentType'],
    card: { text: 'summary' },
    jsonLd: 'JobPosting',
    // Every role on one page: a company hires for dozens at most.
    pageSize: 100,
  },
});

export const openRoleSchemas = documentSchemas(openRoleType);
export type OpenRoleDto = z.output<typeof openRoleSchemas.dto>;
export type OpenRoleAdminDto = z.output<typeof openRoleSchemas.adminDto>;
export type OpenRoleCreateInput = z.input<typeof openRoleSchemas.create>;
