/**
 * A case study's choices (caseStudy.ts declares the fields): apart, without zod, so the site's
 * pages name them without loading the declaration's rules.
 */

/** The industries a case study is filed under (the list's first filter). */
export const CASE_STUDY_INDUSTRIES = [
  { value: 'retail', label: 'Retail & e-commerce' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'finance', label: 'Finance & insurance' },
  { value: 'education', label: 'Education' },
  { value: 'logistics', label: 'Logistics' },
  { value: 'hospitality', label: 'Hospitality & travel' },
  { value: 'real-estate', label: 'Real estate' },
  { value: 'professional', label: 'Professional services' },
] as const;

/** The services a case study used (the list's second filter; each service page links to its case studies). */
export const CASE_STUDY_SERVICES = [
  { value: 'web-development', label: 'Web development' },
  { value: 'app-development', label: 'App development' },
  { value: 'ui-ux-design', label: 'UI/UX design' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'digital-marketing', label: 'Digital marketing' },
  { value: 'amazon-services', label: 'Amazon services' },
  { value: 'back-office', label: 'Back-office support' },
  { value: 'ai-solutions', label: 'Machine learning & AI' },
] as const;

/** The label of an option's value ('' for none). */
export const optionLabel = (options: ReadonlyArray<{ value: string; label: string }>, value: string) => options.find((o) => o.value === value)?.label ?? value;
