export * from './constants.js';
export * from './format.js';
export * from './errors.js';
export * from './types.js';
export * from './schemas.js';
export {
  contentTypes,
  productType,
  categoryType,
  blogType,
  blogSectionType,
  reviewType,
  contactMessageType,
  secondSectionType,
  settingsType,
  BLOG_CATEGORY_LABELS,
} from './content/index.js';
export * from './content/define.js';
export * from './content/uploads.js';
export * from './realtime.js';
export * from './routes.js';
export * from './pages.js';
export * from './desktop.js';
export * from './endpoints.js';
export * from './images.js';
