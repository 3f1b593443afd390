export * from './define.js';
export * from './rules.js';
export * from './product.js';
export * from './category.js';
export * from './blog.js';
export * from './review.js';
export * from './contact.js';
export * from './secondSection.js';
export * from './settings.js';
export * from './document.js';
export * from './caseStudy.js';
export * from './documentTypes.js';

import { blogSectionType, blogType } from './blog.js';
import { categoryType } from './category.js';
import { contactMessageType } from './contact.js';
import { productType } from './product.js';
import { reviewType } from './review.js';
import { secondSectionType } from './secondSection.js';
import { settingsType } from './settings.js';

/** Every declared content type, by the name of the record that stores it. */
export const contentTypes = {
  Product: productType,
  Category: categoryType,
  Blog: blogType,
  BlogSection: blogSectionType,
  Review: reviewType,
  ContactMessage: contactMessageType,
  SecondSection: secondSectionType,
  Settings: settingsType,
} as const;
