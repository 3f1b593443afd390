// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import type { MediaItemDto } from '../../../contract/media.js';
import { mediaItem, mediaPage, offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { MediaLibraryScreen } from './MediaLibraryScreen.js';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const item = mediaItem;
const page = (data: MediaItemDto[]) => mediaPage(data);

function setup(rows: MediaItemDto[]) {
  const api = offlineApi();
  const list = vi.spyOn(api.media, 'list').mockResolvedValue(page(rows));
  renderScreen(<MediaLibraryScreen />, { api, path: '/admin/media' });
  return { api, list, user: userEvent.setup() };
}

describe('MediaLibraryScreen', () => {
  it('shows each file with its thumbnail, facts, alt text, uploader and the records that use it', async () => {
    setup([
      item({}),
      item({ _id: 'm2', path: '/uploads/v.webm', name: 'v.webm', kind: 'video', mime: 'video/webm', width: null, height: null, alt: '', usedBy: [], usedByCount: 0, keptByRevisions: 2 }),
      item({ _id: 'm3', name: 'shared.webp', usedBy: [{ type: 'product', id: 'p2', title: 'Backup Plan', field: 'image' }], usedByCount: 1000 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Media' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('img', { name: 'A laptop on a desk' }).getAttribute('src')).toBe('/uploads/abc_1200x800.webp');
    expect(rows[1].textContent).toContain('Image · 250 KB · 1200 × 800');
    expect(rows[1].textContent).toContain('Esha Editor');
    expect(within(rows[1]).getByRole<HTMLInputElement>('textbox', { name: 'Alt text for abc_1200x800.webp' }).value).toBe('A laptop on a desk');
    expect(within(rows[1]).getByRole('link', { name: 'Product: Office Suite' }).getAttribute('href')).toBe('/admin/product/p1/edit');
    expect(rows[2].textContent).toContain('Kept by 2 saved revisions');
    // A file many records share: the first ones named, the rest counted.
    expect(within(rows[3]).getByRole('link', { name: 'Product: Backup Plan' })).toBeTruthy();
    expect(rows[3].textContent).toContain('and 999+ more');
  });

  it('searches and filters by kind on the server', async () => {
    const { list, user } = setup([item({})]);
    await screen.findByRole('table', { name: 'Media' });
    await user.type(screen.getByRole('textbox', { name: 'Search media' }), 'laptop');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'laptop', page: 1 })));
    await user.click(screen.getByRole('textbox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Videos' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'video', q: 'laptop' })));
  });

  it('saves an edited alt text and reloads the list', async () => {
    const { api, list, user } = setup([item({ alt: '' })]);
    const setAlt = vi.spyOn(api.media, 'setAlt').mockResolvedValue({ success: true, message: 'Alt text saved', data: item({ alt: 'Two people at a whiteboard' }) });
    const input = await screen.findByRole('textbox', { name: 'Alt text for abc_1200x800.webp' });
    // Used on a public page with no alt text: the editor is told.
    expect(screen.getByText('Shown on the site: needs alt text')).toBeTruthy();
    await user.type(input, 'Two people at a whiteboard');
    await user.click(screen.getByRole('button', { name: 'Save alt text for abc_1200x800.webp' }));
    expect(setAlt).toHaveBeenCalledWith('m1', 'Two people at a whiteboard');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it("tells the editor where a file is used when the server refuses to delete it", async () => {
    const { api, user } = setup([item({})]);
    const remove = vi.spyOn(api.media, 'remove').mockRejectedValue(new ApiError(409, 'This file is in use: Office Suite. Replace it there first.'));
    await user.click(await screen.findByRole('button', { name: 'Delete abc_1200x800.webp' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('m1');
    expect(await screen.findByText('This file is in use: Office Suite. Replace it there first.')).toBeTruthy();
  });

  it('uploads the chosen files with their alt texts, showing progress', async () => {
    const { api, list, user } = setup([]);
    let sent: FormData | undefined;
    const upload = vi.spyOn(api.media, 'upload').mockImplementation(async (form, options) => {
      sent = form;
      options?.onUploadProgress?.(0.5);
      return { success: true, message: 'Added to the library', data: [item({})] };
    });
    await screen.findByText('No files have been uploaded yet');
    const file = new File([new Uint8Array([1, 2, 3])], 'team.png', { type: 'image/png' });
    // Mantine's FileInput is a button over a hidden file input.
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.type(screen.getByRole('textbox', { name: 'Alt text for team.png' }), 'Our team');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect((sent?.get('images') as File).name).toBe('team.png');
    expect(sent?.get('alts')).toBe(JSON.stringify(['Our team']));
    expect(await screen.findByText('Added to the library')).toBeTruthy();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('cleans up the unused files after confirmation and says how many went', async () => {
    const { api, user } = setup([item({})]);
    const cleanUp = vi.spyOn(api.media, 'cleanUp').mockResolvedValue({ success: true, message: '3 unused items deleted', data: { removed: 3 } });
    await user.click(await screen.findByRole('button', { name: 'Clean up unused' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clean up' }));
    expect(cleanUp).toHaveBeenCalled();
    expect(await screen.findByText('3 unused items deleted')).toBeTruthy();
  });
});
