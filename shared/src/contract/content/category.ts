import type { z } from 'zod';
import { createSchemaOf, defineContentType, dtoSchemaOf } from './define.js';
import { requiredText } from './rules.js';

export const categoryType = defineContentType({
  label: 'Category',
  timestamps: ['createdAt'],
  fields: {
    name: { label: 'Category Name', input: 'text', schema: requiredText('Name', 80), list: true },
    description: { label: 'Description', input: 'textarea', schema: requiredText('Description', 1000), list: true },
  },
});

export const categorySchema = createSchemaOf(categoryType);
export type CategoryInput = z.infer<typeof categorySchema>;

export const categoryDto = dtoSchemaOf(categoryType);
export type CategoryDto = z.output<typeof categoryDto>;
