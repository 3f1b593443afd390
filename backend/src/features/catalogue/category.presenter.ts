import { categoryType, present, type CategoryDto } from '@itsite/shared/contract';
import type { Category } from '../../data/entities/index.js';

export const presentCategory = (c: Category): CategoryDto => present(categoryType, c);
