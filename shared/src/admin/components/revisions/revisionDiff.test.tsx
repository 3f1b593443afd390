import { describe, expect, it } from 'vitest';
import { blogType } from '../../../contract/content/blog.js';
import { productType } from '../../../contract/content/product.js';
import { compareRecords, plainText, wordDiff } from './revisionDiff.js';

describe('comparing two revisions', () => {
  const product = { name: 'Cloud backup', description: 'Daily copies', price: 100, category: 'c1', kind: 'service', status: 'published', publishAt: '2026-01-01T00:00:00.000Z', image: ['/uploads/a.png'] };

  it('names only the fields that differ, by their labels, with choices and formatted values as people read them', () => {
    const changes = compareRecords(productType, product, { ...product, price: 150, kind: 'physical', status: 'draft', publishAt: null }, { category: () => 'Hosting' });
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Price', '100', '150'],
      ['Kind', 'Service', 'Physical'],
      ['Status', 'Published', 'Draft'],
      ['Publish at', expect.stringContaining('2026'), ''],
    ]);
    expect(changes.every((c) => c.mediaBefore.length === 0 && c.mediaAfter.length === 0)).toBe(true);
  });

  it('keeps files apart from words: a replaced image is a media change, a section’s text a word change', () => {
    const [images] = compareRecords(productType, product, { ...product, image: ['/uploads/a.png', '/uploads/b.png'] });
    expect(images).toMatchObject({ label: 'Images', before: '', after: '', mediaBefore: ['/uploads/a.png'], mediaAfter: ['/uploads/a.png', '/uploads/b.png'] });

    const section = { heading: 'Why', description: 'Because it is fast', image: '/uploads/s.png' };
    const [content] = compareRecords(blogType, { content: [section] }, { content: [{ ...section, description: 'Because it is cheap' }] });
    expect(content).toMatchObject({ label: 'Sections', before: '1. Why\nBecause it is fast', after: '1. Why\nBecause it is cheap', mediaBefore: [], mediaAfter: [] });
  });

  it('compares rich text by its words and marks what was removed and added', () => {
    expect(plainText('<p>Fast <strong>backups</strong></p><p>Every day</p>')).toBe('Fast backups\nEvery day');
    const parts = wordDiff('Because it is fast', 'Because it is cheap');
    expect(parts.filter((p) => p.removed).map((p) => p.value)).toEqual(['fast']);
    expect(parts.filter((p) => p.added).map((p) => p.value)).toEqual(['cheap']);
  });
});
