import type { z } from 'zod';
import { createSchemaOf, defineContentType, type DtoOf } from './define.js';
import { emailSchema, phoneSchema, requiredText } from './rules.js';

/** A lead from the contact, quote or buy-now forms. Only staff ever read one. */
export const contactMessageType = defineContentType({
  label: 'Message',
  timestamps: ['createdAt'],
  fields: {
    name: { label: 'Name', input: 'text', schema: requiredText('Name', 100), list: true },
    email: { label: 'Email', input: 'email', schema: emailSchema, list: true },
    phone: { label: 'Phone', input: 'phone', schema: phoneSchema, list: true },
    message: { label: 'Message', input: 'textarea', schema: requiredText('Message', 5000), list: true },
  },
});

export const contactSchema = createSchemaOf(contactMessageType);
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactMessageDto = DtoOf<typeof contactMessageType, 'admin'>;
