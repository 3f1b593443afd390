import { describe, expect, it } from 'vitest';
import { blogCreateSchema, contactSchema, productCreateSchema, ratingSchema, reviewUpdateSchema } from './schemas.js';

describe('ratingSchema', () => {
  it.each([0.5, 1, 2.5, 5, '3.5'])('accepts %j', (v) => {
    expect(ratingSchema.safeParse(v).success).toBe(true);
  });
  it.each([0, 0.25, 5.5, 3.3, -0.5, '', 'four', null, Number.NaN, Number.POSITIVE_INFINITY])('refuses %j', (v) => {
    expect(ratingSchema.safeParse(v).success).toBe(false);
  });
});

describe('productCreateSchema', () => {
  const valid = { name: 'Laptop', description: 'Fast', price: '1999', ratings: '4', category: 'c1', stock: '3' };
  it('reads numbers sent as multipart strings', () => {
    expect(productCreateSchema.parse(valid)).toMatchObject({ price: 1999, ratings: 4, stock: 3 });
  });
  it('does not read an empty price as 0', () => {
    const r = productCreateSchema.safeParse({ ...valid, price: '' });
    expect(r.success).toBe(false);
  });
  it('refuses a fractional stock', () => {
    expect(productCreateSchema.safeParse({ ...valid, stock: '1.5' }).success).toBe(false);
  });
});

describe('blogCreateSchema', () => {
  const fields = { title: 'T', heading: 'H', description: 'D', author: 'A', category: 'backOffice' };
  it('parses content sent as a JSON string', () => {
    const r = blogCreateSchema.parse({ ...fields, content: JSON.stringify([{ heading: 'h', description: 'd' }]) });
    expect(r.content).toEqual([{ heading: 'h', description: 'd' }]);
  });
  it('needs at least one content block, with the spec wording', () => {
    const r = blogCreateSchema.safeParse({ ...fields, content: '[]' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('At least one content block is required.');
  });
  it('refuses content that is not JSON', () => {
    expect(blogCreateSchema.safeParse({ ...fields, content: '[{' }).success).toBe(false);
  });
  it('refuses an unknown category', () => {
    expect(blogCreateSchema.safeParse({ ...fields, category: 'news', content: [{ heading: 'h', description: 'd' }] }).success).toBe(false);
  });
});

describe('contactSchema', () => {
  it('trims and accepts a typical Indian enquiry', () => {
    const r = contactSchema.parse({ name: ' Asha ', email: 'asha@example.in', phone: '+91 98765-43210', message: 'Hi' });
    expect(r.name).toBe('Asha');
  });
});

describe('reviewUpdateSchema', () => {
  it('needs something to change', () => {
    expect(reviewUpdateSchema.safeParse({}).success).toBe(false);
  });
});
