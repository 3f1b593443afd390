import type { BlogCategory, ReviewStatus, Role } from './constants.js';

/** DTOs: the shapes the API sends. Entities are never sent raw; presenters build these. */

export interface UserDto {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
}

export interface CategoryDto {
  _id: string;
  name: string;
  description: string;
  createdAt: string;
}

export interface ProductDto {
  _id: string;
  name: string;
  description: string;
  price: number;
  ratings: number;
  category: string | null;
  stock: number;
  image: string[];
  createdAt: string;
  updatedAt: string;
}

export interface ProductListResponse {
  success: true;
  products: ProductDto[];
  productsCount: number;
  resultPerPage: number;
  filteredProductsCount: number;
}

export interface BlogSectionDto {
  heading: string;
  description: string;
  image: string;
}

export interface BlogDto {
  _id: string;
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
  iconImage: string;
  content: BlogSectionDto[];
  createdAt: string;
  updatedAt: string;
}

export interface SecondSectionDto {
  _id: string;
  title: string;
  para: string;
  imgSrc: string;
  updatedAt: string;
}

export interface ContactMessageDto {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
}

/** Public review: what a visitor may see. */
export interface ReviewDto {
  _id: string;
  name: string;
  rating: number;
  feedback: string;
  createdAt: string;
}

/** Admin review: with its moderation status. */
export interface AdminReviewDto extends ReviewDto {
  status: ReviewStatus;
}

export interface SocialLinks {
  linkedin: string;
  facebook: string;
  instagram: string;
  x: string;
}

export interface SettingsDto {
  companyName: string;
  tagline: string;
  address: string;
  phones: string[];
  email: string;
  whatsappNumber: string;
  social: SocialLinks;
  /** Google Maps (or similar) embed URL for the contact page; empty: no map, no outside request. */
  mapEmbedUrl: string;
  /** Third-party live-chat script URL; empty: no chat widget, no outside request. */
  chatWidgetScriptUrl: string;
  /** Public review page of a maps/search provider, opened after a review is submitted. */
  publicReviewUrl: string;
  updatedAt: string;
}

export interface SuccessBody<T> {
  success: true;
  data: T;
}
