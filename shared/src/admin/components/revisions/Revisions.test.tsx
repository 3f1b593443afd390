// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlogDto } from '../../../contract/types.js';
import type { BlogRevisionRecord, RevisionDto, RevisionSummaryDto } from '../../../contract/revisions.js';
import { EditBlogScreen } from '../../screens/blogs/EditBlogScreen.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';

const userEvent = userEventLib.setup({ delay: null });

function blog(over: Partial<BlogDto> = {}): BlogDto {
  return {
    _id: 'b1',
    title: 'Payroll today',
    slug: 'payroll-today',
    metaTitle: '',
    metaDescription: '',
    shareImage: '',
    heading: 'Payroll without the headaches',
    description: 'How payroll runs now.',
    author: 'Asha Rao',
    category: 'backOffice',
    iconImage: '/uploads/icon.webm',
    iconPoster: '',
    status: 'published',
    publishAt: '2026-01-01T00:00:00.000Z',
    content: [{ heading: 'Collect', description: 'Timesheets checked monthly.', image: '/uploads/s1.png' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-03T00:00:00.000Z',
    ...over,
  };
}

const summary = (number: number, over: Partial<RevisionSummaryDto> = {}): RevisionSummaryDto => ({
  _id: `r${number}`,
  number,
  action: number === 1 ? 'create' : 'update',
  authorId: 'u1',
  authorName: 'Asha Rao',
  createdAt: `2026-01-0${number}T10:00:00.000Z`,
  changed: number === 1 ? ['title', 'description'] : ['description'],
  restoredFrom: null,
  ...over,
});

const revision = (number: number, record: BlogDto): RevisionDto<BlogRevisionRecord> => {
  const { _id: _, createdAt: _c, updatedAt: _u, ...rest } = record;
  return { ...summary(number), record: rest };
};

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('revisions on the blog edit screen', { timeout: 60_000 }, () => {
  it('lists who changed what, compares two with marked words, and restores one into a fresh form', async () => {
    const api = offlineApi();
    const older = blog({ description: 'How payroll ran before.', updatedAt: '2026-01-01T00:00:00.000Z' });
    const current = blog();
    vi.spyOn(api.blogs, 'get').mockResolvedValue({ success: true, data: current });
    vi.spyOn(api.blogs, 'revisions').mockResolvedValue({ success: true, data: [summary(2), summary(1)] });
    vi.spyOn(api.blogs, 'revision').mockImplementation(async (_id, revisionId) => ({ success: true, data: revisionId === 'r1' ? revision(1, older) : revision(2, current) }));
    const restored = blog({ description: 'How payroll ran before.', updatedAt: '2026-01-04T00:00:00.000Z' });
    const restore = vi.spyOn(api.blogs, 'restoreRevision').mockResolvedValue({ success: true, message: 'Revision restored', data: restored });
    renderScreen(<EditBlogScreen />, { api, path: '/admin/edit-blog/b1', route: '/admin/edit-blog/:id' });

    expect(await screen.findByDisplayValue('How payroll runs now.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revisions' }));
    const list = await screen.findByRole('list', { name: 'Revisions, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('#2 Edited');
    expect(rows[0]?.textContent).toContain('Changed: Description');
    expect(rows[1]?.textContent).toContain('#1 Created');
    // The newest is the current content: nothing to restore there.
    expect(within(rows[0]).queryByRole('button', { name: 'Restore revision #2' })).toBeNull();

    await userEvent.click(within(list).getByRole('checkbox', { name: /^#1 Created/ }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Compare two revisions' }).disabled).toBe(true);
    await userEvent.click(within(list).getByRole('checkbox', { name: /^#2 Edited/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare #1 and #2' }));
    const comparison = await screen.findByRole('region', { name: 'From #1 to #2' });
    expect(within(comparison).getByText('Description')).toBeTruthy();
    expect(within(comparison).getAllByRole('deletion').map((d) => d.textContent)).toEqual(['removed: ran before']);
    expect(within(comparison).getAllByRole('insertion').map((d) => d.textContent)).toEqual(['added: runs now']);

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Restore revision #1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore revision #1?' });
    expect(restore).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(restore).toHaveBeenCalledWith('b1', 'r1');
    expect(await screen.findByText('Revision #1 restored')).toBeTruthy();
    await waitFor(() => expect(screen.getByDisplayValue('How payroll ran before.')).toBeTruthy());
    expect(screen.queryByDisplayValue('How payroll runs now.')).toBeNull();
  });

  it('says why the revisions could not be loaded, and tries again', async () => {
    const api = offlineApi();
    vi.spyOn(api.blogs, 'get').mockResolvedValue({ success: true, data: blog() });
    // The first read is the editor's own look for a newer autosave; the drawer's is the second.
    const revisions = vi.spyOn(api.blogs, 'revisions').mockResolvedValueOnce({ success: true, data: [] }).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ success: true, data: [] });
    renderScreen(<EditBlogScreen />, { api, path: '/admin/edit-blog/b1', route: '/admin/edit-blog/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revisions' }));
    expect(await screen.findByText('Failed to load the revisions.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No revisions yet: the next save keeps the first.')).toBeTruthy();
    expect(revisions).toHaveBeenCalledTimes(3);
  });
});
