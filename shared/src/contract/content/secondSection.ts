import { z } from 'zod';
import { createSchemaOf, defineContentType, dtoSchemaOf } from './define.js';
import { requiredText } from './rules.js';

/** The home page's expertise banner: title, paragraph and an image (the `imgSrc` upload). */
export const secondSectionType = defineContentType({
  label: 'Section',
  timestamps: ['updatedAt'],
  fields: {
    title: { label: 'Title', input: 'text', schema: requiredText('Title', 200), list: true },
    para: { label: 'Paragraph', input: 'textarea', schema: requiredText('Paragraph', 5000) },
  },
});

export const secondSectionSchema = createSchemaOf(secondSectionType);
export type SecondSectionInput = z.infer<typeof secondSectionSchema>;

export const secondSectionDto = dtoSchemaOf(secondSectionType).extend({
  imgSrc: z.string(),
  /** The image's alt text from the media library ('' where none is written). Answered by reads. */
  imgAlt: z.string().optional(),
});
export type SecondSectionDto = z.output<typeof secondSectionDto>;
