/** One entity a file; this index lists them for the data source. */
import { UserEntity } from './user.js';
import { SessionEntity } from './session.js';
import { CategoryEntity } from './category.js';
import { ProductEntity } from './product.js';
import { ProductImageEntity } from './product-image.js';
import { BlogEntity } from './blog.js';
import { BlogSectionEntity } from './blog-section.js';
import { SecondSectionEntity } from './second-section.js';
import { LeadEntity } from './lead.js';
import { ReviewEntity } from './review.js';
import { SettingsEntity } from './settings.js';
import { LeadNoteEntity } from './lead-note.js';
import { LeadReadEntity } from './lead-read.js';
import { IdempotencyKeyEntity } from './idempotency-key.js';
import { FormTokenUseEntity } from './form-token-use.js';
import { OutboxMessageEntity } from './outbox-message.js';
import { AuditEntryEntity } from './audit-entry.js';
import { RevisionEntity } from './revision.js';
import { RevisionMediaEntity } from './revision-media.js';
import { SlugHistoryEntity } from './slug-history.js';
import { MediaEntity } from './media.js';
import { AnalyticsDailyEntity, AnalyticsRollupEntity, AnalyticsSaltEntity, AnalyticsSliceEntity, AnalyticsViewEntity } from './analytics.js';
import { ApplicationCvEntity, JobApplicationEntity } from './application.js';
import { documentEntities } from './documents.js';
export { UserEntity, type User } from './user.js';
export { SessionEntity, type Session } from './session.js';
export { CategoryEntity, type Category } from './category.js';
export { ProductEntity, type Product } from './product.js';
export { ProductImageEntity, type ProductImage } from './product-image.js';
export { BlogEntity, type Blog } from './blog.js';
export { BlogSectionEntity, type BlogSection } from './blog-section.js';
export { SecondSectionEntity, type SecondSection } from './second-section.js';
export { LeadEntity, type Lead } from './lead.js';
export { ReviewEntity, type Review } from './review.js';
export { SettingsEntity, type SettingsRow } from './settings.js';
export { LeadNoteEntity, type LeadNote } from './lead-note.js';
export { LeadReadEntity, type LeadRead } from './lead-read.js';
export { IdempotencyKeyEntity, type IdempotencyKey } from './idempotency-key.js';
export { FormTokenUseEntity, type FormTokenUse } from './form-token-use.js';
export { OutboxMessageEntity, OUTBOX_STATES, type OutboxMessage, type OutboxState } from './outbox-message.js';
export { AuditEntryEntity, type AuditEntry } from './audit-entry.js';
export { RevisionEntity, type Revision } from './revision.js';
export { RevisionMediaEntity, type RevisionMedia } from './revision-media.js';
export { SlugHistoryEntity, type SlugHistory, type SlugKind } from './slug-history.js';
export { MediaEntity, type MediaItem } from './media.js';
export * from './analytics.js';
export { ApplicationCvEntity, JobApplicationEntity, type ApplicationCv, type JobApplication } from './application.js';

export const entities = [
  UserEntity,
  SessionEntity,
  CategoryEntity,
  ProductEntity,
  ProductImageEntity,
  BlogEntity,
  BlogSectionEntity,
  SecondSectionEntity,
  LeadEntity,
  ReviewEntity,
  SettingsEntity,
  LeadNoteEntity,
  LeadReadEntity,
  IdempotencyKeyEntity,
  FormTokenUseEntity,
  OutboxMessageEntity,
  AuditEntryEntity,
  RevisionEntity,
  RevisionMediaEntity,
  SlugHistoryEntity,
  MediaEntity,
  AnalyticsViewEntity,
  AnalyticsSaltEntity,
  AnalyticsDailyEntity,
  AnalyticsRollupEntity,
  AnalyticsSliceEntity,
  JobApplicationEntity,
  ApplicationCvEntity,
  // Each document type's, made from its declaration.
  ...Object.values(documentEntities),
];
