import { describe, expect, it } from 'vitest';
import { deleteQuestion } from './deleteQuestion.js';

describe('the category delete question', () => {
  it('says how many products the category holds and that they become uncategorized', () => {
    expect(deleteQuestion('Laptops', 3)).toBe('Are you sure you want to delete the category "Laptops"? It holds 3 products, which stay in the catalogue as uncategorized.');
    expect(deleteQuestion('Laptops', 1)).toBe('Are you sure you want to delete the category "Laptops"? It holds 1 product, which stays in the catalogue as uncategorized.');
    expect(deleteQuestion('Empty', 0)).toBe('Are you sure you want to delete the category "Empty"? It holds no product.');
    expect(deleteQuestion('Unknown', null)).toContain('stay in the catalogue as uncategorized');
  });
});
