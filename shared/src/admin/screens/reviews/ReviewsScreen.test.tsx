// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client.js';
import { ApiError } from '../../../api/errors.js';
import { SEARCH_COUNT_CAP } from '../../../contract/constants.js';
import type { AdminReviewDto, AdminReviewPage } from '../../../contract/types.js';
import { AdminServicesProvider, type AdminServices } from '../../context.js';
import { adminTheme } from '../../theme.js';
import { ReviewsScreen } from './ReviewsScreen.js';

beforeAll(() => {
  // jsdom lacks what Mantine calls (matchMedia, ResizeObserver).
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }
});
afterEach(cleanup);

const review: AdminReviewDto = { _id: 'r1', name: 'Asha Rao', rating: 4.5, feedback: 'Quick and friendly.', status: 'pending', createdAt: '2025-01-02T10:00:00.000Z', product: null };

/** One page of the server's review list holding `rows`. */
const pageOf = (rows: AdminReviewDto[]): AdminReviewPage => ({
  success: true,
  data: rows,
  total: rows.length,
  page: 1,
  limit: 20,
  pages: 1,
  counts: { pending: rows.filter((r) => r.status === 'pending').length, approved: 0, rejected: 0 },
});

/** The review calls of the API client, as fakes; nothing else is reachable. */
function fakeReviewsApi() {
  return {
    adminList: vi.fn<ApiClient['reviews']['adminList']>(async () => pageOf([review])),
    remove: vi.fn<ApiClient['reviews']['remove']>(async () => ({ success: true, message: 'Review deleted' })),
    setStatus: vi.fn<ApiClient['reviews']['setStatus']>(async (_id, status) => ({ success: true, data: { ...review, status } })),
    update: vi.fn<ApiClient['reviews']['update']>(async () => ({ success: true, data: review })),
    bulk: vi.fn<ApiClient['reviews']['bulk']>(async ({ ids }) => ({ success: true, affected: ids.length, missing: [] })),
  };
}

function renderScreen(reviews: ReturnType<typeof fakeReviewsApi>) {
  const services: AdminServices = {
    api: { reviews, mediaUrl: (p: string) => p } as unknown as ApiClient,
    auth: { login: vi.fn(), loginWithCode: vi.fn(), me: vi.fn(), logout: vi.fn() },
    openRealtime: () => {
      throw new Error('not used by this screen');
    },
  };
  render(
    // env="test": no transitions or portals, so the confirmation modal renders at once.
    <MantineProvider theme={adminTheme} env="test">
      <ModalsProvider>
        <AdminServicesProvider value={services}>
          <ReviewsScreen />
        </AdminServicesProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('ReviewsScreen', () => {
  it('deletes a review only after the confirmation is accepted', async () => {
    const reviews = fakeReviewsApi();
    const user = renderScreen(reviews);
    await user.click(await screen.findByRole('button', { name: 'Delete review by Asha Rao' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this review?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reviews.remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete review by Asha Rao' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(reviews.remove).toHaveBeenCalledWith('r1'));
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenCalledTimes(2));
  });

  it('keeps the row in edit mode with the server error next to the rating', async () => {
    const reviews = fakeReviewsApi();
    reviews.update.mockRejectedValueOnce(new ApiError(400, 'Rating must be between 0.5 and 5', [{ path: 'rating', message: 'Rating must be between 0.5 and 5' }]));
    const user = renderScreen(reviews);
    await user.click(await screen.findByRole('button', { name: 'Edit review by Asha Rao' }));
    const rating = screen.getByRole('textbox', { name: 'Rating of Asha Rao' });
    await user.clear(rating);
    await user.type(rating, '9');
    await user.click(screen.getByRole('button', { name: 'Save review by Asha Rao' }));

    expect(reviews.update).toHaveBeenCalledWith('r1', { feedback: 'Quick and friendly.', rating: '9' });
    expect(await screen.findByText('Rating must be between 0.5 and 5')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Rating of Asha Rao' })).toBeTruthy();
    expect(reviews.adminList).toHaveBeenCalledTimes(1);

    // Cancel only leaves edit mode: no call, the stored values come back.
    await user.click(screen.getByRole('button', { name: 'Cancel editing review by Asha Rao' }));
    expect(screen.queryByRole('textbox', { name: 'Rating of Asha Rao' })).toBeNull();
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(reviews.update).toHaveBeenCalledTimes(1);
  });

  it('approves a pending review and reloads the list', async () => {
    const reviews = fakeReviewsApi();
    const user = renderScreen(reviews);
    await user.click(await screen.findByRole('button', { name: 'Approve review by Asha Rao' }));
    expect(reviews.setStatus).toHaveBeenCalledWith('r1', 'approved');
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenCalledTimes(2));
  });

  it('asks the server for a status and for search words, from page 1', async () => {
    const reviews = fakeReviewsApi();
    const user = renderScreen(reviews);
    expect(await screen.findByText('Quick and friendly.')).toBeTruthy();
    expect(reviews.adminList).toHaveBeenLastCalledWith({ keyword: '', status: undefined, page: 1, limit: 20 });
    expect(screen.getByText('Pending (1)')).toBeTruthy();

    await user.click(screen.getByText('Approved (0)'));
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenLastCalledWith({ keyword: '', status: 'approved', page: 1, limit: 20 }));
    await user.type(screen.getByRole('textbox', { name: 'Search reviews' }), 'quick');
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenLastCalledWith({ keyword: 'quick', status: 'approved', page: 1, limit: 20 }));
  });

  it("names each review's product, and lists one product's reviews, the site's or every product's on asking", async () => {
    const reviews = fakeReviewsApi();
    const ofProduct: AdminReviewDto = { ...review, _id: 'r9', name: 'Buyer', feedback: 'Fast mini PC.', product: { _id: 'p1', name: 'Mini PC', slug: 'mini-pc' } };
    reviews.adminList.mockResolvedValue(pageOf([review, ofProduct]));
    const user = renderScreen(reviews);
    expect(await screen.findByText('Fast mini PC.')).toBeTruthy();
    expect(screen.getByText('Site review')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mini PC: show only its reviews' }));
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenLastCalledWith(expect.objectContaining({ about: 'p1', page: 1 })));
    const subject = screen.getByRole<HTMLInputElement>('textbox', { name: 'Reviews of' });
    expect(subject.value).toBe('Reviews of Mini PC');
    await user.click(subject);
    await user.click(await screen.findByRole('option', { name: 'Site reviews' }));
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenLastCalledWith(expect.objectContaining({ about: 'site', page: 1 })));
  });

  it("reads a search's counts and total at the server's cap as \"1,000+\"", async () => {
    const reviews = fakeReviewsApi();
    const capped: AdminReviewPage = { ...pageOf([review]), total: SEARCH_COUNT_CAP, pages: SEARCH_COUNT_CAP / 20, counts: { pending: SEARCH_COUNT_CAP, approved: 12, rejected: 0 } };
    reviews.adminList.mockImplementation(async (query) => (query?.keyword ? capped : pageOf([review])));
    const user = renderScreen(reviews);
    expect(await screen.findByText('Pending (1)')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search reviews' }), 'quick');
    expect(await screen.findByText('Pending (1,000+)')).toBeTruthy();
    expect(screen.getByText('All (1,000+)')).toBeTruthy();
    expect(screen.getByText('Approved (12)')).toBeTruthy();
    expect(screen.getByText('1,000+ records')).toBeTruthy();
  });

  const second: AdminReviewDto = { _id: 'r2', name: 'Ravi Kumar', rating: 5, feedback: 'Great support.', status: 'pending', createdAt: '2025-01-03T10:00:00.000Z', product: null };
  const third: AdminReviewDto = { _id: 'r3', name: 'Meena Iyer', rating: 3, feedback: 'Fine.', status: 'approved', createdAt: '2025-01-01T10:00:00.000Z', product: null };

  it('shows each review with its date and sorts pending first unless asked otherwise', async () => {
    const reviews = fakeReviewsApi();
    const user = renderScreen(reviews);
    const date = await screen.findByText('2 Jan 2025');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe(review.createdAt);
    const sort = screen.getByRole('textbox', { name: 'Sort reviews' });
    expect((sort as HTMLInputElement).value).toBe('Pending first');

    await user.click(sort);
    await user.click(await screen.findByRole('option', { name: 'Newest first' }));
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenLastCalledWith({ keyword: '', status: undefined, sort: 'newest', page: 1, limit: 20 }));
  });

  it('approves the checked reviews in one request, then clears the checks and reloads', async () => {
    const reviews = fakeReviewsApi();
    reviews.adminList.mockResolvedValue(pageOf([review, second, third]));
    const user = renderScreen(reviews);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    await user.click(await screen.findByRole('checkbox', { name: 'Select review by Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select review by Ravi Kumar' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 reviews selected')).toBeTruthy();
    // Some but not all rows checked: "select all" is half-checked.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' }).checked).toBe(false);

    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    expect(reviews.bulk).toHaveBeenCalledWith({ action: 'approve', ids: ['r1', 'r2'] });
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select review by Asha Rao' }).checked).toBe(false);
  });

  it('deletes every review of the page only after the confirmation is accepted', async () => {
    const reviews = fakeReviewsApi();
    reviews.adminList.mockResolvedValue(pageOf([review, second, third]));
    const user = renderScreen(reviews);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 reviews selected')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 3 reviews? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reviews.bulk).not.toHaveBeenCalled();
    // Cancelled: the checks stay.
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('3 reviews selected')).toBeTruthy();

    await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(reviews.bulk).toHaveBeenCalledWith({ action: 'delete', ids: ['r1', 'r2', 'r3'] }));
    await vi.waitFor(() => expect(reviews.adminList).toHaveBeenCalledTimes(2));
  });

  it('keeps the checks when the action fails, so it can be tried again', async () => {
    const reviews = fakeReviewsApi();
    reviews.adminList.mockResolvedValue(pageOf([review, second]));
    reviews.bulk.mockRejectedValueOnce(new ApiError(500, 'Server error'));
    const user = renderScreen(reviews);
    await user.click(await screen.findByRole('checkbox', { name: 'Select review by Ravi Kumar' }));
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(reviews.bulk).toHaveBeenCalledWith({ action: 'reject', ids: ['r2'] }));
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('1 review selected')).toBeTruthy();
    expect(reviews.adminList).toHaveBeenCalledTimes(1);
  });

  it('forgets the checks of reviews a filter no longer shows, so an action never reaches hidden rows', async () => {
    const reviews = fakeReviewsApi();
    reviews.adminList.mockImplementation(async (q) => pageOf(q?.status === 'approved' ? [third] : [review, second, third]));
    const user = renderScreen(reviews);
    await user.click(await screen.findByRole('checkbox', { name: 'Select review by Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select review by Meena Iyer' }));
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('2 reviews selected')).toBeTruthy();

    await user.click(screen.getByText('Approved (0)'));
    await vi.waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select review by Asha Rao' })).toBeNull());
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 review selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    expect(reviews.bulk).toHaveBeenCalledWith({ action: 'reject', ids: ['r3'] });
  });

  it('offers the checkboxes and the bulk bar in the narrow card layout too', async () => {
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    try {
      const reviews = fakeReviewsApi();
      reviews.adminList.mockResolvedValue(pageOf([review, second]));
      const user = renderScreen(reviews);
      const cards = await screen.findByRole('list', { name: 'Reviews' });
      expect(screen.queryByRole('table')).toBeNull();
      await user.click(within(cards).getByRole('checkbox', { name: 'Select review by Ravi Kumar' }));
      await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Approve' }));
      expect(reviews.bulk).toHaveBeenCalledWith({ action: 'approve', ids: ['r2'] });
    } finally {
      narrow.mockRestore();
    }
  });
});
