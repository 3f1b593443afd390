import { present, productType, type ProductDto } from '@itsite/shared/contract';
import type { Product } from '../../data/entities/index.js';
import { presentPublishing } from '../../platform/content/publishing.presenter.js';

/**
 * A product with its image paths in order (they live in their own table); with `alts`
 * (platform/media/library.ts altsOf), their alt texts.
 */
export const presentProduct = (p: Product, images: string[], alts?: ReadonlyMap<string, string>): ProductDto =>
  Object.assign(
    present(productType, p),
    { category: p.categoryId, image: images, ...presentPublishing(p) },
    alts ? { imageAlt: images.map((path) => alts.get(path) ?? '') } : {},
  );
