export * from './constants.js';
export * from './format.js';
export * from './search.js';
export * from './richText.js';
export * from './timeZone.js';
export * from './errors.js';
export * from './types.js';
export * from './schemas.js';
export * from './forms.js';
export * from './quote.js';
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
  sectionAltsProblems,
  sectionUploads,
} from './content/index.js';
export * from './content/define.js';
export * from './content/uploads.js';
export * from './content/document.js';
export * from './content/caseStudy.js';
export * from './content/openRole.js';
export * from './content/documentTypes.js';
export * from './documents.js';
export * from './documentRoutes.js';
export {
  LEAD_STATUSES,
  LEAD_STATUS_OPTIONS,
  LEAD_SOURCES,
  LEAD_SOURCE_LABELS,
  LEAD_PAGE_SIZE,
  LEAD_COUNT_CAP,
  formatLeadCount,
  leadCountCap,
  LEAD_MAX_PAGE_SIZE,
  LEAD_BULK_MAX,
  LEAD_PURGE_DAYS,
  LEAD_NOTE_KINDS,
  leadFilterSchema,
  leadListQuerySchema,
  leadUpdateSchema,
  leadNoteSchema,
  leadBulkSchema,
  OUTBOX_STATES,
  outboxQuerySchema,
  type OutboxStateName,
  type OutboxMessageDto,
  type LeadStatus,
  type LeadSource,
  type LeadDto,
  type LeadNoteKind,
  type LeadNoteDto,
  type LeadListResponse,
  type LeadFilter,
  type LeadListQuery,
  type LeadUpdateInput,
  type LeadNoteInput,
  type LeadBulkInput,
} from './content/contact.js';
export { leadSettingsType, leadSettingsSchema, type LeadSettingsInput, type LeadSettingsDto } from './content/settings.js';
export * from './realtime.js';
export * from './routes.js';
export * from './pages.js';
export * from './preview.js';
export * from './desktop.js';
export * from './dashboard.js';
export * from './staff.js';
export * from './endpoints.js';
export * from './audit.js';
export * from './analytics.js';
export * from './attribution.js';
export * from './applications.js';
export * from './auditSentence.js';
export * from './images.js';
export * from './publishing.js';
export * from './revisions.js';
export * from './seo.js';
export * from './media.js';
export * from './answers.js';
export { productDto } from './content/product.js';
export { blogDto } from './content/blog.js';
export { categoryDto } from './content/category.js';
export { reviewDto, adminReviewDto, reviewSummaryDto, type ReviewSummary } from './content/review.js';
export { secondSectionDto } from './content/secondSection.js';
export { settingsDto, leadSettingsDto } from './content/settings.js';
export { contactMessageDto, leadDto, leadNoteDto, leadListResponse, outboxMessageDto } from './content/contact.js';
export * from './paths.js';
export * from './feeds.js';
export * from './blogCategories.js';
