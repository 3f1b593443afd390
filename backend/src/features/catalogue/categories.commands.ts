import { assignFields, categoryType, columnsFrom, type CategoryInput } from '@itsite/shared/contract';
import type { DataSource } from 'typeorm';
import { CategoryEntity, ProductEntity, type Category } from '../../data/entities/index.js';
import { conflict } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';

/** Category names are unique ignoring case on every database (SQLite compares case-sensitively). */
async function assertNameFree(db: DataSource, name: string, exceptId?: string) {
  const qb = db.getRepository(CategoryEntity).createQueryBuilder('c').where('LOWER(c.name) = LOWER(:name)', { name });
  if (exceptId) qb.andWhere('c.id != :id', { id: exceptId });
  if (await qb.getExists()) throw conflict('A category with this name already exists');
}

export async function createCategory(db: DataSource, input: CategoryInput): Promise<Category> {
  await assertNameFree(db, input.name);
  const now = new Date();
  const category: Category = { id: newId(), ...columnsFrom(categoryType, input), createdAt: now, updatedAt: now };
  await db.getRepository(CategoryEntity).insert(category);
  return category;
}

export async function updateCategory(db: DataSource, category: Category, input: CategoryInput): Promise<Category> {
  await assertNameFree(db, input.name, category.id);
  assignFields(categoryType, input, category);
  category.updatedAt = new Date();
  await db.getRepository(CategoryEntity).save(category);
  return category;
}

/** Products of a deleted category stay in the catalogue as "Uncategorized". */
export async function deleteCategory(db: DataSource, category: Category): Promise<void> {
  await db.transaction(async (m) => {
    await m.getRepository(ProductEntity).update({ categoryId: category.id }, { categoryId: null });
    await m.getRepository(CategoryEntity).delete({ id: category.id });
  });
}
