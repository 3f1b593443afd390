// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaItemDto } from '../../contract/media.js';
import { mediaItem, mediaPage, offlineApi, renderScreen, stubBrowserApis } from '../testing.js';
import { ChooseFromLibrary } from './MediaPicker.js';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const laptop = mediaItem({});
const desk = mediaItem({ _id: 'm2', path: '/uploads/desk_800x600.png', name: 'desk_800x600.png', alt: '' });
const team = mediaItem({ _id: 'm3', path: '/uploads/team_800x600.png', name: 'team_800x600.png', alt: 'The team at work' });

function setup(max: number, exclude: string[] = [], rows = [laptop, desk, team], pages = 1) {
  const api = offlineApi();
  const list = vi.spyOn(api.media, 'list').mockResolvedValue(mediaPage(rows, pages));
  const setAlt = vi.spyOn(api.media, 'setAlt').mockImplementation(async (id, alt) => ({ success: true, message: 'Alt text saved', data: { ...rows.find((r) => r._id === id)!, alt } }));
  const onPick = vi.fn<(items: MediaItemDto[]) => void>();
  renderScreen(<ChooseFromLibrary max={max} exclude={exclude} onPick={onPick} />, { api, path: '/admin/product/new' });
  return { list, setAlt, onPick, user: userEvent.setup() };
}

describe('ChooseFromLibrary', () => {
  it('offers the library images not in the field yet, searched on the server, and hands over the chosen ones', async () => {
    const { list, onPick, user } = setup(3, [team.path]);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from library' });
    const group = await within(dialog).findByRole('group', { name: 'Images: choose up to 3' });
    expect(within(group).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['A laptop on a desk (abc_1200x800.webp)', 'desk_800x600.png, no alt text']);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ kind: 'image', page: 1 }));

    expect(group.getAttribute('aria-busy')).toBe('false');
    await user.type(within(dialog).getByRole('textbox', { name: /Search the library/ }), 'laptop');
    // Until the search answers, the images shown are the previous search's: the list says it is busy.
    expect(within(dialog).getByRole('group', { name: 'Images: choose up to 3' }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'laptop', page: 1 })));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Images: choose up to 3' }).getAttribute('aria-busy')).toBe('false'));

    const use = within(dialog).getByRole('button', { name: 'Use image' });
    expect(use.hasAttribute('disabled')).toBe(true);
    await user.click(await within(dialog).findByRole('checkbox', { name: /A laptop on a desk/ }));
    expect(within(dialog).getByRole('checkbox', { name: /A laptop on a desk/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Use image' }));
    expect(onPick).toHaveBeenCalledWith([laptop]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the alt text of a chosen image that has none, and saves it to the library first', async () => {
    const { setAlt, onPick, user } = setup(1);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'desk_800x600.png, no alt text' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use image' }));
    expect(await within(dialog).findByText('Alt text is required')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Alt text for desk_800x600.png/ }), 'A standing desk');
    await user.click(within(dialog).getByRole('button', { name: 'Use image' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith([{ ...desk, alt: 'A standing desk' }]));
    expect(setAlt).toHaveBeenCalledWith('m2', 'A standing desk');
  });

  it('takes one choice in a one-image field, replacing the previous, and pages on request', async () => {
    const { list, onPick, user } = setup(1, [], [laptop, team], 2);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /A laptop/ }));
    await user.click(within(dialog).getByRole('radio', { name: /The team/ }));
    expect(within(dialog).getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Show more images' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    await user.click(within(dialog).getByRole('button', { name: 'Use image' }));
    expect(onPick).toHaveBeenCalledWith([team]);
  });

  it('is off when the field is full', () => {
    setup(0);
    expect(screen.getByRole('button', { name: 'Choose from library' }).hasAttribute('disabled')).toBe(true);
  });
});
