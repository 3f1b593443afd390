import type { Role } from './constants.js';
import type { ProductDto } from './content/product.js';

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
}

export interface ProductListResponse {
  success: true;
  products: ProductDto[];
  productsCount: number;
  resultPerPage: number;
  filteredProductsCount: number;
}

export interface SuccessBody<T> {
  success: true;
  data: T;
}
