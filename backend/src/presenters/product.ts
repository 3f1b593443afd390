import { present, productType, type ProductDto } from '@itsite/shared/contract';
import type { Product } from '../entities/index.js';
import { presentPublishing } from './publishing.js';

/** A product with its image paths in order (they live in their own table). */
export const presentProduct = (p: Product, images: string[]): ProductDto => ({
  ...present(productType, p),
  category: p.categoryId,
  image: images,
  ...presentPublishing(p),
});
