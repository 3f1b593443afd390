// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import type { SecondSectionDto } from '../../../contract/types.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { SecondSectionScreen } from './SecondSectionScreen.js';

const section: SecondSectionDto = {
  _id: 's1',
  title: 'Trusted by clients worldwide',
  para: 'Tailored IT services.',
  imgSrc: '/uploads/banner.png',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// No delay between keystrokes: typing into Mantine inputs is slow enough in jsdom.
const userEvent = userEventLib.setup({ delay: null });

/** Sets an input's text in one change: typing key by key re-renders the whole form per key. */
async function fill(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
}

beforeAll(stubBrowserApis);
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:new-banner');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Mantine forms render slowly in jsdom on a busy machine; the default 30 s is too tight.
describe('SecondSectionScreen', { timeout: 60_000 }, () => {
  it('edits the first record when no id is given, previews a new image at once and sends it', async () => {
    const api = offlineApi();
    vi.spyOn(api.secondSections, 'list').mockResolvedValue({ success: true, data: [section] });
    const update = vi.spyOn(api.secondSections, 'update').mockResolvedValue({ success: true, message: 'Updated successfully!', data: section });
    const { container } = renderScreen(<SecondSectionScreen />, { api, path: '/admin/edit-secondSection', route: '/admin/edit-secondSection' });

    const current = await screen.findByAltText('Current image');
    expect(current.getAttribute('src')).toBe('/uploads/banner.png');

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['png'], 'new.png', { type: 'image/png' })] } });
    const preview = await screen.findByAltText('Preview of new.png');
    expect(preview.getAttribute('src')).toBe('blob:new-banner');
    expect(screen.queryByAltText('Current image')).toBeNull();

    const title = screen.getByLabelText(/^Title/);
    await fill(title, 'New title');
    // The home page shows the image: the form asks what it shows before sending it.
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Alt text is required')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    await fill(screen.getByRole('textbox', { name: /Image alt text/ }), 'Engineers at a whiteboard');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [id, form] = update.mock.calls[0] ?? [];
    expect(id).toBe('s1');
    expect(form?.get('title')).toBe('New title');
    expect((form?.get('imgSrc') as File).name).toBe('new.png');
    expect(form?.get('imgAlt')).toBe('Engineers at a whiteboard');
    expect(await screen.findByText('Updated successfully!')).toBeTruthy();
    // A saved second section returns to /admin/content (shared/docs/decisions.md#second-section).
    expect(await screen.findByText('Left the screen')).toBeTruthy();
  });

  it('keeps the image when none is chosen, requires title and paragraph, and says "Update failed!"', async () => {
    const api = offlineApi();
    vi.spyOn(api.secondSections, 'get').mockResolvedValue({ success: true, data: section });
    const update = vi
      .spyOn(api.secondSections, 'update')
      .mockRejectedValue(new ApiError(400, 'Paragraph is too long', [{ path: 'para', message: 'Paragraph is too long' }]));
    renderScreen(<SecondSectionScreen />, { api, path: '/admin/edit-secondSection/s1', route: '/admin/edit-secondSection/:id' });

    const title = await screen.findByLabelText(/^Title/);
    const para = screen.getByLabelText(/^Paragraph/);
    await fill(title, '');
    await fill(para, '');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Paragraph is required')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await fill(title, 'T');
    await fill(para, 'P');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [, form] = update.mock.calls[0] ?? [];
    expect(form?.has('imgSrc')).toBe(false);
    expect(await screen.findByText('Update failed!')).toBeTruthy();
    expect(screen.getByText('Paragraph is too long')).toBeTruthy();
  });
});
