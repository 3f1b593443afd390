import { EntitySchema } from 'typeorm';
import { refColumn, varchar } from './columns.js';

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
