import { z } from 'zod';
import { DEFAULT_COMPANY_FACTS } from '../facts.js';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../timeZone.js';
import { FEED_CONTENTS } from '../feeds.js';
import { answerShapeOf, createSchemaOf, defineContentType, recordSchemaOf, updateSchemaOf, type ShapeOf, type ValuesOf } from './define.js';
import { emailSchema, httpsUrlOrEmpty, numberInput, optionalText, phoneSchema, requiredText } from './rules.js';

/** An uploaded image's public path, or '' for none (set by the server, never by a form). */
const uploadedImage = z
  .string()
  .regex(/^(\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*)?$/, 'Must be an uploaded image')
  .default('');

const timeZone = z.string().trim().refine(isTimeZone, 'Choose a time zone from the list');

/** A country's two-letter ISO 3166-1 code (IN, AE, GB ...), written in either case. */
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Country: its two-letter code, such as IN for India');

const count = (label: string, max: number) =>
  numberInput(label).pipe(z.number().int(`${label} must be a whole number`).min(0, `${label} must be 0 or more`).max(max, `${label} is too large`));

/** The company's figures (see ../facts.ts): every page's counters and claims come from them. */
export const companyFactsSchema = z
  .object({
    foundedYear: numberInput('Founding year').pipe(
      z.number().int('Founding year must be a whole number').min(1900, 'Founding year must be 1900 or later').max(2100, 'Founding year is too late'),
    ),
    clients: count('Clients', 10_000_000),
    projects: count('Projects', 10_000_000),
    teamSize: count('Team size', 10_000_000),
    countries: count('Countries', 250),
    // Settings kept before these facts existed read their defaults.
    awards: count('Awards', 100_000).default(DEFAULT_COMPANY_FACTS.awards),
    leadershipYears: count("Leadership's years of delivery", 100).default(DEFAULT_COMPANY_FACTS.leadershipYears),
  })
  .default({ ...DEFAULT_COMPANY_FACTS });
/** The people whose portraits the About page shows; each is uploaded through its own endpoint. */
export const PORTRAITS = { founder: 'founderPortrait', coFounder: 'coFounderPortrait' } as const;
export type PortraitPerson = keyof typeof PORTRAITS;

/**
 * The site's settings: one record, edited in the admin, read by every public page (company
 * details, contact channels, and the only outside services the site may load).
 */
export const settingsType = defineContentType({
  label: 'Settings',
  timestamps: ['updatedAt'],
  fields: {
    companyName: { label: 'Company name', input: 'text', schema: requiredText('Company name', 120) },
    tagline: { label: 'Tagline', input: 'text', schema: optionalText('Tagline', 300) },
    address: { label: 'Address', input: 'textarea', schema: requiredText('Address', 500) },
    /** The address's country, as its ISO 3166-1 code: search engines read it (structured data). */
    country: {
      label: 'Country',
      input: 'text',
      schema: countryCode.default('IN'),
      // A client that predates it leaves it out of a save: the saved country stays.
      update: countryCode.optional(),
    },
    phones: { label: 'Phone numbers', input: 'list', schema: z.array(phoneSchema).min(1, 'At least one phone number').max(4) },
    email: { label: 'Email', input: 'email', schema: emailSchema },
    whatsappNumber: {
      label: 'WhatsApp number',
      input: 'text',
      schema: z
        .string()
        .trim()
        .regex(/^\d{8,15}$/, 'WhatsApp number: 8 to 15 digits with country code, no +'),
    },
    social: {
      label: 'Social links',
      input: 'group',
      schema: z.object({
        linkedin: httpsUrlOrEmpty('LinkedIn'),
        facebook: httpsUrlOrEmpty('Facebook'),
        instagram: httpsUrlOrEmpty('Instagram'),
        x: httpsUrlOrEmpty('X'),
      }),
    },
    /** Founding year, clients, projects, team size and countries: every page's figures come from here. */
    facts: { label: 'Company facts', input: 'group', schema: companyFactsSchema },
    /** The zone schedules are chosen and shown in, whoever edits (shared/docs/admin.md#publishing). */
    timeZone: {
      label: 'Site time zone',
      input: 'text',
      schema: timeZone.default(DEFAULT_TIME_ZONE),
      // A client that predates the zone leaves it out of a save: the saved one stays.
      update: timeZone.optional(),
      hint: 'Scheduled products and blogs go public at times on this zone\'s clocks.',
    },
    /**
     * The order total (₹) from which physical products ship free, said on their pages; 0: no such
     * offer is made (shared/docs/website.md#catalogue).
     */
    freeShippingOver: {
      label: 'Free shipping over (₹)',
      input: 'number',
      schema: count('Free shipping threshold', 100_000_000).default(0),
      // A client that predates it leaves it out of a save: the saved amount stays.
      update: count('Free shipping threshold', 100_000_000).optional(),
    },
    /** What each post in the blog's feeds carries (shared/docs/website.md#feeds). */
    feedContent: {
      label: 'Blog feed',
      input: 'select',
      schema: z.enum(FEED_CONTENTS, { error: 'Feed content must be full or summary' }).default('full'),
      // A client that predates feeds leaves it out of a save: the saved choice stays.
      update: z.enum(FEED_CONTENTS, { error: 'Feed content must be full or summary' }).optional(),
      options: [
        { value: 'full', label: 'Full text of each post' },
        { value: 'summary', label: 'Summary and a link' },
      ],
    },
    /** A map embed for the contact page; empty: no map, no outside request. */
    mapEmbedUrl: { label: 'Map embed URL', input: 'url', schema: httpsUrlOrEmpty('Map embed') },
    /** A third-party live-chat script; empty: no chat widget, no outside request. */
    chatWidgetScriptUrl: { label: 'Chat widget script URL', input: 'url', schema: httpsUrlOrEmpty('Chat widget script') },
    /**
     * A maps/search provider's review page, offered after a visitor submits a review; empty: the
     * visitor is not sent anywhere (never a made-up address).
     */
    publicReviewUrl: { label: 'Public review page URL', input: 'url', schema: httpsUrlOrEmpty('Public review page') },
    /** The About page's portraits; '' shows the person's initial instead. */
    founderPortrait: { label: 'Founder portrait', input: 'image', schema: uploadedImage, readOnly: true },
    coFounderPortrait: { label: 'Co-founder portrait', input: 'image', schema: uploadedImage, readOnly: true },
  },
});

/** Stored settings, read back: every field, the portraits included. */
export const settingsRecordSchema = recordSchemaOf(settingsType);

/** A save of the settings form (PUT): every field, a left-out time zone kept as it is. */
export const settingsSchema = updateSchemaOf(settingsType);
export type SettingsInput = ValuesOf<typeof settingsType>;
export type SocialLinks = SettingsInput['social'];
export type SettingsDto = SettingsInput & { updatedAt: string };

/**
 * The lead inbox's own settings, kept apart from the site's public settings (never sent to
 * visitors): phrases that mark a message as spam, and where new-lead alerts are e-mailed.
 */
export const leadSettingsType = defineContentType({
  label: 'Lead settings',
  timestamps: ['updatedAt'],
  fields: {
    /** A message containing one of these (ignoring case) is stored as spam. */
    spamPhrases: {
      label: 'Spam phrases',
      input: 'list',
      schema: z.array(requiredText('Spam phrase', 100)).max(200, 'At most 200 spam phrases').default([]),
      public: false,
    },
    /** Each new lead (not spam) is e-mailed to these addresses. */
    leadAlertEmails: {
      label: 'Lead alert e-mails',
      input: 'list',
      schema: z.array(emailSchema).max(10, 'At most 10 alert addresses').default([]),
      public: false,
    },
  },
});
export const leadSettingsSchema = createSchemaOf(leadSettingsType);
export type LeadSettingsInput = z.input<typeof leadSettingsSchema>;
export type LeadSettingsDto = ValuesOf<typeof leadSettingsType> & { updatedAt: string };

/** The settings as answered: every field, and when they were last saved (typed as the declaration gives them, as dtoSchemaOf is). */
export const settingsDto = (answerShapeOf(settingsRecordSchema) as z.ZodObject).extend({ updatedAt: z.string() }) as unknown as z.ZodObject<ShapeOf<SettingsDto>>;
export const leadSettingsDto = (answerShapeOf(createSchemaOf(leadSettingsType)) as z.ZodObject).extend({ updatedAt: z.string() }) as unknown as z.ZodObject<ShapeOf<LeadSettingsDto>>;
