import { z } from 'zod';
import { BLOG_CATEGORIES } from '../constants.js';
import { uploads } from './uploads.js';
import { createSchemaOf, defineContentType, type DtoOf } from './define.js';
import { booleanInput, jsonInput, optionalText, requiredText, richText } from './rules.js';
import { publishingFields, type PublishingDto } from '../publishing.js';
import { seoFields, seoUpdateRules } from '../seo.js';

export const BLOG_CATEGORY_LABELS: Record<(typeof BLOG_CATEGORIES)[number], string> = {
  backOffice: 'Back Office',
  digitalMarketing: 'Digital Marketing',
  others: 'Others',
};

/**
 * A blog post. Its video icon (`iconImage`), the icon's poster (`iconPoster`, '' when it has none)
 * and its content sections are handled with it.
 */
export const blogType = defineContentType({
  label: 'Blog',
  timestamps: ['createdAt', 'updatedAt'],
  fields: {
    title: { label: 'Title', input: 'text', schema: requiredText('Title', 200), list: true },
    heading: { label: 'Heading', input: 'text', schema: requiredText('Heading', 300) },
    description: { label: 'Description', input: 'textarea', schema: requiredText('Description', 20000) },
    author: { label: 'Author', input: 'text', schema: requiredText('Author', 100), list: true },
    category: {
      label: 'Category',
      input: 'select',
      schema: z.enum(BLOG_CATEGORIES, { error: 'Select a category' }),
      options: BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] })),
      list: true,
    },
    ...seoFields,
  },
});

/** One content section of a blog: heading, text and one image. */
export const blogSectionType = defineContentType({
  label: 'Section',
  timestamps: [],
  fields: {
    heading: { label: 'Section heading', input: 'text', schema: requiredText('Heading', 300) },
    description: { label: 'Section description', input: 'richtext', schema: richText('Description', 20000) },
  },
});

export const blogFieldsSchema = createSchemaOf(blogType);

const sectionList = <T extends z.ZodType>(item: T) =>
  jsonInput(
    z
      .array(item, { error: 'content must be a list of sections' })
      .min(1, 'At least one content block is required.')
      .max(uploads.blogSectionImages.max, `At most ${uploads.blogSectionImages.max} content blocks`),
  );

/**
 * A section's image alt text (stored on its media item, at most 250 characters like every alt
 * text): required with a new image (see sectionAltsProblem).
 */
const sectionSchema = createSchemaOf(blogSectionType).extend({ imageAlt: optionalText('Alt text', 250).optional() });

/** The sections whose new image has no alt text (create: every section; update: those with `hasNewImage`), as field errors. */
export function sectionAltsProblems(content: ReadonlyArray<{ imageAlt?: string; hasNewImage?: boolean }>, mode: 'create' | 'update'): Array<{ path: string; message: string }> {
  return content.flatMap((s, i) => ((mode === 'create' || s.hasNewImage) && !s.imageAlt ? [{ path: `content.${i}.imageAlt`, message: 'Alt text is required for the section image' }] : []));
}

export const blogCreateSchema = blogFieldsSchema.extend({ ...publishingFields, content: sectionList(sectionSchema) });
export type BlogCreateInput = z.infer<typeof blogCreateSchema>;

/**
 * On update the SEO fields may be left out (unchanged), as the publishing ones may. Each section
 * says whether a new image comes with it (`hasNewImage`, files matched in order) or which current
 * image it keeps (`image`); a section with neither keeps the image of the section at the same position.
 */
export const blogUpdateSchema = blogFieldsSchema.extend({
  ...publishingFields,
  ...seoUpdateRules,
  content: sectionList(
    sectionSchema.extend({
      image: z.string().max(300).optional(),
      hasNewImage: booleanInput.optional(),
    }),
  ),
});
export type BlogUpdateInput = z.infer<typeof blogUpdateSchema>;

export type BlogSectionDto = Omit<DtoOf<typeof blogSectionType>, '_id'> & {
  image: string;
  /** The image's alt text from the media library ('' where none is written). Answered by reads. */
  imageAlt?: string;
};
export type BlogDto = DtoOf<typeof blogType> & PublishingDto & { iconImage: string; iconPoster: string; content: BlogSectionDto[] };
