import type { BlogCategory, ReviewStatus, Role } from './constants.js';
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

export interface UserDto {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  /** Signs in with a code after the password (two-step sign-in). */
  twoFactorEnabled: boolean;
  /**
   * An admin requires two-step sign-in of all staff and this account has not set it up: until it
   * does, it may use My account (to set it up) and nothing else. Only in answers about oneself.
   */
  mustSetUpTwoFactor?: boolean;
}

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
export interface BlogMenuItem {
  _id: string;
  /** Its address: /blog/<slug>. */
  slug: string;
  title: string;
  category: BlogCategory;
}

/** GET /api/v1/blogs/menu: the newest blogs of each category (BLOG_MENU_SIZE each). */
export interface BlogMenuResponse {
  success: true;
  data: Record<BlogCategory, BlogMenuItem[]>;
}

/** The back office's review list: one page, and how many reviews each status holds. */
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
