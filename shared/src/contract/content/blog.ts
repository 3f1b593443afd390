import { z } from 'zod';
import { BLOG_CATEGORIES } from '../constants.js';
import { BLOG_CATEGORY_LABELS } from '../blogCategories.js';
import { uploads } from './uploads.js';
import { createSchemaOf, defineContentType, dtoSchemaOf } from './define.js';
import { booleanInput, jsonInput, optionalText, requiredText, richText } from './rules.js';
import { publishingDtoShape, publishingFields } from '../publishing.js';
import { seoFields, seoUpdateRules } from '../seo.js';


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

type SectionImageInput = { image?: string; imageAlt?: string; hasNewImage?: boolean };

/**
 * Which sections take the next uploaded file (in order): on create every section that names no
 * image chosen from the media library, on update those marked `hasNewImage`.
 */
export function sectionUploads(content: readonly SectionImageInput[], mode: 'create' | 'update'): boolean[] {
  return content.map((s) => (mode === 'create' ? s.image === undefined : s.hasNewImage === true));
}

/** The sections whose new image (see sectionUploads) has no alt text, as field errors. */
export function sectionAltsProblems(content: readonly SectionImageInput[], mode: 'create' | 'update'): Array<{ path: string; message: string }> {
  const uploads = sectionUploads(content, mode);
  return content.flatMap((s, i) => (uploads[i] && !s.imageAlt ? [{ path: `content.${i}.imageAlt`, message: 'Alt text is required for the section image' }] : []));
}

/** A section's stored image: one chosen from the media library (create, update) or its current one (update). */
const storedImage = z.string().max(300).optional();

/** On create a section either names an image chosen from the media library (`image`) or takes the next uploaded file. */
export const blogCreateSchema = blogFieldsSchema.extend({ ...publishingFields, content: sectionList(sectionSchema.extend({ image: storedImage })) });
export type BlogCreateInput = z.infer<typeof blogCreateSchema>;

/**
 * On update the SEO fields may be left out (unchanged), as the publishing ones may. Each section
 * says whether a new image comes with it (`hasNewImage`, files matched in order) or which stored
 * image it has (`image`: a current one, or one chosen from the media library); a section with
 * neither keeps the image of the section at the same position.
 */
export const blogUpdateSchema = blogFieldsSchema.extend({
  ...publishingFields,
  ...seoUpdateRules,
  content: sectionList(
    sectionSchema.extend({
      image: storedImage,
      hasNewImage: booleanInput.optional(),
    }),
  ),
});
export type BlogUpdateInput = z.infer<typeof blogUpdateSchema>;


/** A blog as the API answers it (BlogDto), with its sections. */
export const blogSectionDto = dtoSchemaOf(blogSectionType).omit({ _id: true }).extend({
  image: z.string(),
  /** The image's alt text from the media library ('' where none is written). Answered by reads. */
  imageAlt: z.string().optional(),
});
export type BlogSectionDto = z.output<typeof blogSectionDto>;

export const blogDto = dtoSchemaOf(blogType).extend({
  ...publishingDtoShape,
  iconImage: z.string(),
  iconPoster: z.string(),
  content: z.array(blogSectionDto),
});
export type BlogDto = z.output<typeof blogDto>;
