import { z } from 'zod';

/**
 * Publishing (shared/docs/admin.md#publishing): a product or a blog is a draft (staff only), is
 * scheduled (public from its time on, published by the server without anyone present), or is
 * published. Visitors, the public API, the sitemap and the share tags see published ones only.
 */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

export const PUBLISH_STATE_LABELS: Record<PublishState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

/**
 * What a create or an update may say about publishing. Left out on create: published (clients from
 * before drafts keep working); on update: unchanged. `publishAt` is an ISO 8601 time with its
 * offset, required for `scheduled` and in the future (checked by the server against its clock).
 */
export const publishingFields = {
  status: z.enum(PUBLISH_STATES, { error: 'Status must be draft, scheduled or published' }).optional(),
  publishAt: z
    .union([z.literal(''), z.iso.datetime({ offset: true, error: 'Publish at must be a date and time (ISO 8601)' })])
    .optional(),
};

/** A publishable record's state as it is answered: `publishAt` is when it went or goes public (null for a draft). */
export const publishingDtoShape = {
  status: z.enum(PUBLISH_STATES),
  publishAt: z.string().nullable(),
};
export type PublishingDto = { status: PublishState; publishAt: string | null };
