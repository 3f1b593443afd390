// A relative, type-only import: it resolves both in the website build and in the e2e type-check.
import type { APP_DETAIL_SLUGS, WEB_DETAIL_SLUGS } from '@itsite/shared/contract/pages';

export type WebDetailSlug = (typeof WEB_DETAIL_SLUGS)[number];
export type AppDetailSlug = (typeof APP_DETAIL_SLUGS)[number];
