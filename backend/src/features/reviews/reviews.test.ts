import { describe, expect, it } from 'vitest';
import type { AdminReviewDto, AdminReviewPage, ErrorBody, ReviewDto } from '@itsite/shared/contract';
import { DB_KINDS, nonAdminClient, withServer } from '../../test/harness.js';

describe.each(DB_KINDS)('reviews [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  const submit = async (name: string, rating: number | string = 4.5, feedback = `Great work by the team, says ${name}.`) => {
    const res = await t.anon.post<{ data: ReviewDto }>('/api/reviews', { json: { name, rating, feedback } });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  // The largest page: this suite's reviews all fit on it (paging has its own tests in test/lists.test.ts).
  const adminList = async () => (await t.admin.get<AdminReviewPage>('/api/reviews/admin?limit=100')).body.data;
  const approve = (id: string) => t.admin.patch(`/api/reviews/${id}/status`, { json: { status: 'approved' } });

  describe('POST /api/reviews', () => {
    it('stores a new review as pending, not visible to the public', async () => {
      const review = await submit('Pending Person', 3.5);
      const stored = (await adminList()).find((r) => r._id === review._id);
      expect(stored).toMatchObject({ name: 'Pending Person', rating: 3.5, status: 'pending' });
      const pub = await t.anon.get<ReviewDto[]>('/api/reviews?page=1&limit=50');
      expect(pub.body.map((r) => r._id)).not.toContain(review._id);
    });

    it.each([0, 0.25, 5.5, -1, 3.3, 'abc', ''])('refuses rating %j with 400 and stores nothing', async (rating) => {
      const before = (await adminList()).length;
      const res = await t.anon.post<{ errors: Array<{ path: string }> }>('/api/reviews', { json: { name: 'X', rating, feedback: 'Y' } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('rating');
      expect((await adminList()).length).toBe(before);
    });

    it.each([
      [{ name: '  ', rating: 4, feedback: 'ok' }, 'name'],
      [{ name: 'ok', rating: 4, feedback: '   ' }, 'feedback'],
    ])('refuses a blank field %# with 400 naming it, and stores nothing', async (json, field) => {
      const before = (await adminList()).length;
      const res = await t.anon.post<ErrorBody>('/api/reviews', { json });
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e) => e.path)).toEqual([field]);
      expect((await adminList()).length).toBe(before);
    });
  });

  describe('GET /api/reviews', () => {
    it('lists approved reviews only, newest first, as a plain array paged by page and limit', async () => {
      const a = await submit('Alpha');
      const b = await submit('Bravo');
      const c = await submit('Charlie');
      const rejected = await submit('Rejected One');
      for (const r of [a, b, c]) expect((await approve(r._id)).status).toBe(200);
      await t.admin.patch(`/api/reviews/${rejected._id}/status`, { json: { status: 'rejected' } });

      const page1 = await t.anon.get<ReviewDto[]>('/api/reviews?page=1&limit=2');
      expect(page1.status).toBe(200);
      expect(Array.isArray(page1.body)).toBe(true);
      expect(page1.body.map((r) => r.name)).toEqual(['Charlie', 'Bravo']);
      expect(page1.body[0]).not.toHaveProperty('status');
      const page2 = await t.anon.get<ReviewDto[]>('/api/reviews?page=2&limit=2');
      expect(page2.body.map((r) => r.name)).toEqual(['Alpha']);
      const all = await t.anon.get<ReviewDto[]>('/api/reviews');
      expect(all.body.map((r) => r.name)).not.toContain('Rejected One');
    });

    it('uses a page size of 10 by default', async () => {
      for (let i = 0; i < 11; i++) await approve((await submit(`Bulk ${i}`))._id);
      expect((await t.anon.get<ReviewDto[]>('/api/reviews?page=1')).body).toHaveLength(10);
    });

    it('refuses page=0 and a limit above 50 with 400', async () => {
      expect((await t.anon.get('/api/reviews?page=0')).status).toBe(400);
      expect((await t.anon.get('/api/reviews?limit=500')).status).toBe(400);
    });
  });

  describe('PATCH /api/reviews/:id/status', () => {
    it('moves a review between approved and rejected in any order', async () => {
      const r = await submit('Mover');
      for (const status of ['approved', 'rejected', 'approved'] as const) {
        const res = await t.admin.patch<{ data: AdminReviewDto }>(`/api/reviews/${r._id}/status`, { json: { status } });
        expect(res.status).toBe(200);
        expect(res.body.data.status).toBe(status);
      }
    });

    it('refuses an unknown status with 400 and a missing review with 404', async () => {
      const r = await submit('Status Check');
      expect((await t.admin.patch(`/api/reviews/${r._id}/status`, { json: { status: 'published' } })).status).toBe(400);
      expect((await adminList()).find((x) => x._id === r._id)?.status).toBe('pending');
      expect((await t.admin.patch('/api/reviews/000000000000000000000000/status', { json: { status: 'approved' } })).status).toBe(404);
    });
  });

  describe('PATCH /api/reviews/:id', () => {
    it('edits feedback and rating, accepting the rating as typed text', async () => {
      const r = await submit('Editor');
      const res = await t.admin.patch<{ data: AdminReviewDto }>(`/api/reviews/${r._id}`, { json: { feedback: 'Edited text', rating: '2.5' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ feedback: 'Edited text', rating: 2.5 });
    });

    it('refuses a rating outside 0.5..5 with 400 and keeps the review as it was', async () => {
      const r = await submit('Strict', 4);
      const res = await t.admin.patch(`/api/reviews/${r._id}`, { json: { feedback: 'changed', rating: '7' } });
      expect(res.status).toBe(400);
      expect((await adminList()).find((x) => x._id === r._id)).toMatchObject({ rating: 4, feedback: r.feedback });
    });
  });

  describe('DELETE /api/reviews/:id', () => {
    it('deletes a review', async () => {
      const r = await submit('Doomed');
      expect((await t.admin.delete(`/api/reviews/${r._id}`)).status).toBe(200);
      expect((await adminList()).map((x) => x._id)).not.toContain(r._id);
      expect((await t.admin.delete(`/api/reviews/${r._id}`)).status).toBe(404);
    });
  });

  describe('GET /api/reviews/admin', () => {
    it('is for admins only', async () => {
      expect((await t.anon.get('/api/reviews/admin')).status).toBe(401);
      expect((await (await nonAdminClient(t.server)).get('/api/reviews/admin')).status).toBe(403);
    });
  });
});
