import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ReviewDto, ReviewSummary } from '@itsite/shared/contract';
import { buildCategory, buildProduct } from '../../test/factories.js';
import { DB_KINDS, withServer } from '../../test/harness.js';

/**
 * The company's rating (GET /api/reviews/summary): the average of its approved reviews and their
 * count, the figure the home page states ("4.5/5, rating from 2 reviews"); reviews waiting,
 * rejected or of a product do not count. Read through the public cache, it follows moderation.
 */
describe.each(DB_KINDS)("the company's rating [%s]", (kind) => {

  let productSlug: string;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    productSlug = (await buildProduct(t.admin, (await buildCategory(t.admin))._id)).slug;
  });

  const summary = async () => {
    const res = await t.anon.get<{ success: true; summary: ReviewSummary }>('/api/reviews/summary');
    expect(res.status).toBe(200);
    return res.body.summary;
  };
  const review = async (name: string, rating: number, status: 'approved' | 'rejected' | null, product?: string) => {
    const res = await t.anon.post<{ data: ReviewDto } & ErrorBody>('/api/reviews', { json: { name, feedback: `Feedback of ${name}`, rating, ...(product && { product }) } });
    expect(res.status).toBe(201);
    if (status) expect((await t.admin.patch(`/api/reviews/${res.body.data._id}/status`, { json: { status } })).status).toBe(200);
  };

  it('is null with no approved review, then the average (to one decimal) and count of the approved reviews of the company', async () => {
    expect(await summary()).toBeNull();
    await review('Asha', 5, 'approved');
    expect(await summary()).toEqual({ average: 5, count: 1 });
    await review('Ben', 4, 'approved');
    await review('Chen', 4.5, 'approved');
    expect(await summary()).toEqual({ average: 4.5, count: 3 });
  });

  it('leaves out reviews waiting, rejected, or of a product', async () => {
    const before = await summary();
    await review('Waiting', 1, null);
    await review('Rejected', 1, 'rejected');
    await review('Of a product', 1, 'approved', productSlug);
    expect(await summary()).toEqual(before);
  });
});
