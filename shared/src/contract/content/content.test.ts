import { describe, expect, it } from 'vitest';
import type { AdminReviewDto, BlogDto, CategoryDto, ContactMessageDto, ProductDto, ReviewDto, SecondSectionDto, SettingsDto } from '../types.js';
import { answerShapeOf, assignFields, columnsFrom, dtoSchemaOf, formDataOf, formFieldsOf, listFieldsOf, present } from './define.js';
import { productCreateSchema, productType, productUpdateSchema } from './product.js';
import { reviewCreateSchema, reviewType } from './review.js';

// The DTO types the API promises, spelled out: deriving them from the declarations must not change them.
type Expect<T extends true> = T;
type Eq<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type DtoShapes = [
  Expect<Eq<ProductDto, { _id: string; name: string; description: string; price: number; stock: number; ratings: number; kind: 'physical' | 'digital' | 'service'; slug: string; metaTitle: string; metaDescription: string; shareImage: string; category: string | null; image: string[]; status: 'draft' | 'scheduled' | 'published'; publishAt: string | null; createdAt: string; updatedAt: string; imageAlt?: string[]; reviewSummary?: { average: number; count: number } | null }>>,
  Expect<Eq<ReviewDto, { _id: string; name: string; rating: number; feedback: string; createdAt: string }>>,
  Expect<Eq<AdminReviewDto, ReviewDto & { status: 'pending' | 'approved' | 'rejected'; product: { _id: string; name: string; slug: string } | null }>>,
  Expect<Eq<ContactMessageDto, { _id: string; name: string; email: string; phone: string; message: string; createdAt: string }>>,
  Expect<Eq<CategoryDto, { _id: string; name: string; description: string; createdAt: string }>>,
  Expect<Eq<SecondSectionDto, { _id: string; title: string; para: string; imgSrc: string; updatedAt: string }>>,
  Expect<Eq<BlogDto['content'][number], { heading: string; description: string; image: string }>>,
  Expect<Eq<SettingsDto['social'], { linkedin: string; facebook: string; instagram: string; x: string }>>,
];

const storedReview = { id: 'r1', name: 'Asha', rating: 4.5, feedback: 'Great', status: 'pending' as const, createdAt: new Date('2026-01-02T03:04:05Z'), updatedAt: new Date() };

describe('content declarations', () => {
  it('present sends the public fields from their columns, with dates as ISO strings', () => {
    expect(present(reviewType, storedReview)).toEqual({ _id: 'r1', name: 'Asha', rating: 4.5, feedback: 'Great', createdAt: '2026-01-02T03:04:05.000Z' });
    expect(present(reviewType, storedReview, 'admin')).toMatchObject({ status: 'pending' });
  });

  it('read-only fields are neither in the create rule nor in the admin form', () => {
    expect(Object.keys(reviewCreateSchema.shape)).toEqual(['name', 'feedback', 'rating', 'product']);
    expect(formFieldsOf(reviewType).map(([n]) => n)).not.toContain('status');
    expect(listFieldsOf(reviewType).map(([n]) => n)).toContain('status');
  });

  it('columnsFrom maps a renamed field to its column', () => {
    const input = productCreateSchema.parse({ name: 'N', description: 'D', price: '10', stock: '2', category: 'c1' });
    expect(columnsFrom(productType, input)).toEqual({
      name: 'N',
      description: 'D',
      price: 10,
      stock: 2,
      ratings: 0,
      kind: 'service',
      categoryId: 'c1',
      // The SEO fields' defaults: a slug from the name (the server's), the name and description in results.
      slug: '',
      metaTitle: '',
      metaDescription: '',
      shareImage: '',
    });
  });

  it('assignFields leaves omitted fields alone and stores an emptied optional reference as NULL', () => {
    const product = { name: 'Old', description: 'D', price: 1, stock: 1, ratings: 3, categoryId: 'c1' };
    const input = productUpdateSchema.parse({ name: 'New', description: 'D2', price: 5, stock: 0, category: '' });
    assignFields(productType, input, product);
    expect(product).toEqual({ name: 'New', description: 'D2', price: 5, stock: 0, ratings: 3, categoryId: null });
  });

  it('formDataOf sends every writable field as text, in declaration order, and skips empty ones', () => {
    const form = formDataOf(productType, { name: 'N', description: 'D', category: 'c1', price: 10, stock: 0, ratings: undefined });
    expect([...form.entries()]).toEqual([
      ['name', 'N'],
      ['description', 'D'],
      ['category', 'c1'],
      ['price', '10'],
      ['stock', '0'],
    ]);
    expect(productCreateSchema.safeParse(Object.fromEntries(form.entries())).success).toBe(true);
  });
});

describe('answer schemas from the declaration', () => {
  it("describe each field's type without its input rules: a value kept under an older rule still matches", () => {
    const product = dtoSchemaOf(productType);
    const answered = { _id: 'p1', name: 'x'.repeat(500), description: '', category: 'c1', price: 10, stock: 0, ratings: 0, kind: 'service', slug: '', metaTitle: '', metaDescription: '', shareImage: '', createdAt: 'now', updatedAt: 'now' };
    // Longer than today's 200-character name rule, and price a number as stored (the input rule also takes text).
    expect(product.safeParse(answered).success).toBe(true);
    expect(product.safeParse({ ...answered, price: '10' }).success).toBe(false);
    expect(product.safeParse({ ...answered, kind: 'gadget' }).success).toBe(false);
    expect(answerShapeOf(productType.fields.ratings.schema).safeParse(undefined).success).toBe(false);
  });

  it('leave out what the audience does not see', () => {
    expect(Object.keys(dtoSchemaOf(reviewType).shape)).not.toContain('status');
    expect(Object.keys(dtoSchemaOf(reviewType, 'admin').shape)).toContain('status');
  });
});
