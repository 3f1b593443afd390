import { z } from 'zod';
import { BLOG_CATEGORIES, REVIEW_STATUSES, ROLES, type BlogCategory, type ReviewStatus } from './constants.js';
import { ok, paged } from './answers.js';
import { productDto } from './content/product.js';
import { adminReviewDto } from './content/review.js';
import type { ProductDto } from './content/product.js';
import type { AdminReviewDto } from './content/review.js';

/**
 * DTOs: the shapes the API sends. Entities are never sent raw; presenters build these. The content
 * types' DTOs derive from their declarations in `content/`.
 */
export type { ProductDto } from './content/product.js';
export type { CategoryDto } from './content/category.js';
export type { BlogDto, BlogSectionDto } from './content/blog.js';
export type { ReviewDto, AdminReviewDto } from './content/review.js';
export type { ContactMessageDto } from './content/contact.js';
export type { SecondSectionDto } from './content/secondSection.js';
export type { SettingsDto, SocialLinks } from './content/settings.js';

export const userDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  /** Signs in with a code after the password (two-step sign-in). */
  twoFactorEnabled: z.boolean(),
  /**
   * An admin requires two-step sign-in of all staff and this account has not set it up: until it
   * does, it may use My account (to set it up) and nothing else. Only in answers about oneself.
   */
  mustSetUpTwoFactor: z.boolean().optional(),
});
export type UserDto = z.output<typeof userDto>;

/** The catalogue's page (the spec's shape): the products, and the counts of the whole catalogue and of the filter. */
export const productListResponse = ok({
  products: z.array(productDto),
  productsCount: z.number().int(),
  resultPerPage: z.number().int(),
  filteredProductsCount: z.number().int(),
});
export interface ProductListResponse {
  success: true;
  products: ProductDto[];
  productsCount: number;
  resultPerPage: number;
  filteredProductsCount: number;
}

/** One page of a list (shared/docs/api.md#paged-lists): the rows and where they sit in the whole. */
export interface Paged<T> {
  success: true;
  data: T[];
  /** Rows matching the query, over every page. */
  total: number;
  page: number;
  /** Rows per page asked for (the list's default when not given). */
  limit: number;
  /** Number of pages (at least 1). */
  pages: number;
}

/** A blog as the header's menu names it. */
export const blogMenuItem = z.object({
  _id: z.string(),
  /** Its address: /blog/<slug>. */
  slug: z.string(),
  title: z.string(),
  category: z.enum(BLOG_CATEGORIES),
});
export type BlogMenuItem = z.output<typeof blogMenuItem>;

/** GET /api/v1/blogs/menu: the newest blogs of each category (BLOG_MENU_SIZE each). */
export const blogMenuResponse = ok({ data: z.object(Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, z.array(blogMenuItem)])) as Record<BlogCategory, z.ZodArray<typeof blogMenuItem>>) });
export type BlogMenuResponse = z.output<typeof blogMenuResponse>;

/** The back office's review list: one page, and how many reviews each status holds. */
export const adminReviewPage = paged(adminReviewDto).extend({
  counts: z.object(Object.fromEntries(REVIEW_STATUSES.map((s) => [s, z.number().int()])) as Record<ReviewStatus, z.ZodNumber>),
});
export interface AdminReviewPage extends Paged<AdminReviewDto> {
  counts: Record<ReviewStatus, number>;
}

/** The answer of a bulk action: how many records it changed, and the ids it found no record for. */
export interface BulkResult {
  success: true;
  affected: number;
  missing: string[];
}

export interface SuccessBody<T> {
  success: true;
  data: T;
}
