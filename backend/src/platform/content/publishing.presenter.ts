import type { PublishingDto } from '@itsite/shared/contract';
import type { Publishing } from './publishing.js';

/** A product's or a blog's publishing state as answered. */
export const presentPublishing = (r: Publishing): PublishingDto => ({ status: r.status, publishAt: r.publishAt ? r.publishAt.toISOString() : null });
