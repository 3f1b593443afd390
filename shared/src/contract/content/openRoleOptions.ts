/**
 * An open role's choices (content/openRole.ts), without zod so the site's pages can show their
 * labels. The values are schema.org's (JobPosting's employmentType, a salary's unitText), so the
 * JSON-LD says them as they are.
 */
export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', label: 'Full-time' },
  { value: 'PART_TIME', label: 'Part-time' },
  { value: 'CONTRACTOR', label: 'Contract' },
  { value: 'INTERN', label: 'Internship' },
] as const;

export const SALARY_CURRENCIES = [
  { value: 'INR', label: 'INR (₹)' },
  { value: 'USD', label: 'USD ($)' },
  { value: 'EUR', label: 'EUR (€)' },
  { value: 'GBP', label: 'GBP (£)' },
  { value: 'AED', label: 'AED' },
] as const;

export const SALARY_PERIODS = [
  { value: 'YEAR', label: 'per year' },
  { value: 'MONTH', label: 'per month' },
  { value: 'HOUR', label: 'per hour' },
] as const;

/** Whether a role takes applications: a closed one stays readable at its address. */
export const HIRING_STATES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;

/** How an employment type reads ("Full-time"). */
export const employmentTypeLabel = (value: string) => EMPLOYMENT_TYPES.find((o) => o.value === value)?.label ?? value;

/** A role's salary as people read it ("INR 6,00,000 – 9,00,000 per year"), or '' when it states none. */
export function salaryText(role: { salaryMin: number; salaryMax: number; salaryCurrency: string; salaryPeriod: string }): string {
  if (!role.salaryMin && !role.salaryMax) return '';
  const amount = (n: number) => n.toLocaleString(role.salaryCurrency === 'INR' ? 'en-IN' : 'en-US');
  const range = role.salaryMin && role.salaryMax && role.salaryMin !== role.salaryMax ? `${amount(role.salaryMin)} – ${amount(role.salaryMax)}` : amount(role.salaryMax || role.salaryMin);
  const period = SALARY_PERIODS.find((p) => p.value === role.salaryPeriod)?.label ?? '';
  return `${role.salaryCurrency} ${range} ${period}`.trim();
}
