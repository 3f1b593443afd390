import type {
  AdminReviewDto,
  BlogDto,
  CategoryDto,
  ContactMessageDto,
  ProductDto,
  ReviewDto,
  SecondSectionDto,
  UserDto,
} from '@itsite/shared/contract';
import type {
  Blog,
  BlogSection,
  Category,
  ContactMessage,
  Product,
  Review,
  SecondSection,
  User,
} from '../entities/index.js';

/** Presenters: the only way an entity leaves the server. They pick fields; DTO types live in shared. */

export const presentUser = (u: User): UserDto => ({ _id: u.id, name: u.name, email: u.email, phone: u.phone, role: u.role });

export const presentCategory = (c: Category): CategoryDto => ({
  _id: c.id,
  name: c.name,
  description: c.description,
  createdAt: c.createdAt.toISOString(),
});

export const presentProduct = (p: Product, images: string[]): ProductDto => ({
  _id: p.id,
  name: p.name,
  description: p.description,
  price: p.price,
  ratings: p.ratings,
  category: p.categoryId,
  stock: p.stock,
  image: images,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const presentBlog = (b: Blog, sections: BlogSection[]): BlogDto => ({
  _id: b.id,
  title: b.title,
  heading: b.heading,
  description: b.description,
  author: b.author,
  category: b.category,
  iconImage: b.iconImage,
  content: [...sections]
    .sort((x, y) => x.position - y.position)
    .map((s) => ({ heading: s.heading, description: s.description, image: s.image })),
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
});

export const presentSecondSection = (s: SecondSection): SecondSectionDto => ({
  _id: s.id,
  title: s.title,
  para: s.para,
  imgSrc: s.imgSrc,
  updatedAt: s.updatedAt.toISOString(),
});

export const presentContactMessage = (m: ContactMessage): ContactMessageDto => ({
  _id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  message: m.message,
  createdAt: m.createdAt.toISOString(),
});

export const presentReview = (r: Review): ReviewDto => ({
  _id: r.id,
  name: r.name,
  rating: r.rating,
  feedback: r.feedback,
  createdAt: r.createdAt.toISOString(),
});

export const presentAdminReview = (r: Review): AdminReviewDto => ({ ...presentReview(r), status: r.status });
