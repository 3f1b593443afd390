import { EntitySchema } from 'typeorm';
import type { BlogCategory, ReviewStatus, Role } from '@itsite/shared/contract';
import { datetime, double, idColumn, int, refColumn, text, varchar } from './columns.js';

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
}

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: idColumn(),
    name: varchar(100),
    email: varchar(254),
    phone: varchar(32, true),
    passwordHash: varchar(255),
    role: varchar(16),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});

/** A signed-in session. The token itself is never stored: `id` is its SHA-256. */
export interface Session {
  id: string;
  userId: string;
  client: 'web' | 'desktop';
  xsrfToken: string | null;
  expiresAt: Date;
  createdAt: Date;
}

export const SessionEntity = new EntitySchema<Session>({
  name: 'Session',
  tableName: 'sessions',
  columns: {
    id: { type: 'varchar', length: 64, primary: true },
    userId: refColumn(),
    client: varchar(16),
    xsrfToken: varchar(64, true),
    expiresAt: datetime(),
    createdAt: datetime(),
  },
});

export interface Category {
  id: string;
  name: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
}

export const CategoryEntity = new EntitySchema<Category>({
  name: 'Category',
  tableName: 'categories',
  columns: {
    id: idColumn(),
    name: varchar(80),
    description: text(),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});

export interface Product {
  id: string;
  name: string;
  description: string;
  price: number;
  ratings: number;
  categoryId: string | null;
  stock: number;
  createdAt: Date;
  updatedAt: Date;
}

export const ProductEntity = new EntitySchema<Product>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: idColumn(),
    name: varchar(200),
    description: text(),
    price: double(),
    ratings: double(),
    categoryId: refColumn(true),
    stock: int(),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});

export interface ProductImage {
  productId: string;
  position: number;
  path: string;
}

export const ProductImageEntity = new EntitySchema<ProductImage>({
  name: 'ProductImage',
  tableName: 'product_images',
  columns: {
    productId: { ...refColumn(), primary: true },
    position: { type: 'int', primary: true },
    path: varchar(300),
  },
});

export interface Blog {
  id: string;
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
  iconImage: string;
  createdAt: Date;
  updatedAt: Date;
}

export const BlogEntity = new EntitySchema<Blog>({
  name: 'Blog',
  tableName: 'blogs',
  columns: {
    id: idColumn(),
    title: varchar(200),
    heading: varchar(300),
    description: text(),
    author: varchar(100),
    category: varchar(32),
    iconImage: varchar(300),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});

export interface BlogSection {
  blogId: string;
  position: number;
  heading: string;
  description: string;
  image: string;
}

export const BlogSectionEntity = new EntitySchema<BlogSection>({
  name: 'BlogSection',
  tableName: 'blog_sections',
  columns: {
    blogId: { ...refColumn(), primary: true },
    position: { type: 'int', primary: true },
    heading: varchar(300),
    description: text(),
    image: varchar(300),
  },
});

export interface SecondSection {
  id: string;
  title: string;
  para: string;
  imgSrc: string;
  createdAt: Date;
  updatedAt: Date;
}

export const SecondSectionEntity = new EntitySchema<SecondSection>({
  name: 'SecondSection',
  tableName: 'second_sections',
  columns: {
    id: idColumn(),
    title: varchar(200),
    para: text(),
    imgSrc: varchar(300),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: Date;
}

export const ContactMessageEntity = new EntitySchema<ContactMessage>({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  columns: {
    id: idColumn(),
    name: varchar(100),
    email: varchar(254),
    phone: varchar(32),
    message: text(),
    createdAt: datetime(),
  },
});

export interface Review {
  id: string;
  name: string;
  rating: number;
  feedback: string;
  status: ReviewStatus;
  createdAt: Date;
  updatedAt: Date;
}

export const ReviewEntity = new EntitySchema<Review>({
  name: 'Review',
  tableName: 'reviews',
  columns: {
    id: idColumn(),
    name: varchar(100),
    rating: double(),
    feedback: text(),
    status: varchar(16),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});

/** Site settings: one row (`id = 'site'`) holding the validated settings as JSON. */
export interface SettingsRow {
  id: string;
  data: string;
  updatedAt: Date;
}

export const SettingsEntity = new EntitySchema<SettingsRow>({
  name: 'Settings',
  tableName: 'settings',
  columns: {
    id: { type: 'varchar', length: 16, primary: true },
    data: text(),
    updatedAt: datetime(),
  },
});

export const entities = [
  UserEntity,
  SessionEntity,
  CategoryEntity,
  ProductEntity,
  ProductImageEntity,
  BlogEntity,
  BlogSectionEntity,
  SecondSectionEntity,
  ContactMessageEntity,
  ReviewEntity,
  SettingsEntity,
];
