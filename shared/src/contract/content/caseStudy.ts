import { z } from 'zod';
import { defineDocumentType, documentSchemas } from './document.js';
import { optionalText, requiredText, richText } from './rules.js';
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES } from './caseStudyOptions.js';

export { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES };

const industries = CASE_STUDY_INDUSTRIES.map((o) => o.value);
const services = CASE_STUDY_SERVICES.map((o) => o.value);

/** A media library image: its path (/uploads/…), as the library lists it. */
const libraryImage = (label: string) => requiredText(label, 300).regex(/^\/uploads\/[\w./-]+$/, `${label} must be an image from the media library`);

/** Images besides the cover. */
const GALLERY_MAX = 8;

const figure = z.strictObject({
  value: requiredText('Figure', 24),
  label: requiredText('What the figure measures', 120),
});

/**
 * A case study (portfolio): a client's project told as challenge, solution and results. Declared
 * whole: this declaration, its entry in documents.ts and the migration of its table are all the
 * backend and the admin need; the site adds its two pages (website/src/documents).
 */
export const caseStudyType = defineDocumentType('caseStudy', {
  timestamps: ['createdAt', 'updatedAt'],
  fields: {
    title: { label: 'Title', input: 'text', schema: requiredText('Title', 160), list: true },
    client: { label: 'Client', input: 'text', schema: requiredText('Client', 120), list: true },
    industry: {
      label: 'Industry',
      input: 'select',
      schema: z.enum(industries, { error: 'Select an industry' }),
      options: CASE_STUDY_INDUSTRIES,
      list: true,
    },
    services: {
      label: 'Services used',
      input: 'multiselect',
      schema: z.array(z.enum(services, { error: 'Select services from the list' }), { error: 'Select the services used' }).min(1, 'Select at least one service').max(services.length),
      options: CASE_STUDY_SERVICES,
    },
    summary: { label: 'Summary', input: 'textarea', schema: requiredText('Summary', 300), hint: 'One or two sentences: shown on the card and as the page description.' },
    challenge: { label: 'Challenge', input: 'richtext', schema: richText('Challenge', 5000) },
    solution: { label: 'Solution', input: 'richtext', schema: richText('Solution', 8000) },
    results: {
      label: 'Results',
      input: 'figures',
      max: 6,
      schema: z.array(figure, { error: 'Results must be a list of figures' }).min(1, 'Add at least one result').max(6, 'At most 6 results'),
      hint: 'Figures the client can stand behind, such as "40%" and "less time on invoices".',
    },
    technologies: {
      label: 'Technologies',
      input: 'tags',
      schema: z.array(requiredText('Technology', 40), { error: 'Technologies must be a list' }).max(20, 'At most 20 technologies').default([]),
      update: z.array(requiredText('Technology', 40)).max(20, 'At most 20 technologies').optional(),
    },
    cover: { label: 'Cover image', input: 'image', schema: libraryImage('Cover image'), hint: 'From the media library, with its alt text written there.' },
    gallery: {
      label: 'More images',
      input: 'images',
      max: GALLERY_MAX,
      schema: z.array(libraryImage('Image'), { error: 'Images must be a list' }).max(GALLERY_MAX, `At most ${GALLERY_MAX} more images`).default([]),
      update: z.array(libraryImage('Image')).max(GALLERY_MAX, `At most ${GALLERY_MAX} more images`).optional(),
    },
    quote: { label: "Client's quote", input: 'textarea', schema: optionalText("Client's quote", 600).default(''), update: optionalText("Client's quote", 600).optional() },
    quoteBy: {
      label: 'Quote by',
      input: 'text',
      schema: optionalText('Quote by', 120).default(''),
      update: optionalText('Quote by', 120).optional(),
      hint: 'Name and role, such as "Priya Nair, Operations Head".',
    },
  },
  traits: { slugFrom: 'title', search: ['title', 'client', 'summary'], media: ['cover', 'gallery'] },
  site: {
    filters: ['industry', 'services'],
    card: { image: 'cover', text: 'summary' },
    jsonLd: 'CreativeWork',
    pageSize: 12,
  },
});

export const caseStudySchemas = documentSchemas(caseStudyType);
export type CaseStudyDto = z.output<typeof caseStudySchemas.dto>;
export type CaseStudyAdminDto = z.output<typeof caseStudySchemas.adminDto>;
export type CaseStudyCreateInput = z.input<typeof caseStudySchemas.create>;
