// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import type { SettingsDto } from '../../../contract/types.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { SettingsScreen } from './SettingsScreen.js';

const settings: SettingsDto = {
  companyName: 'Acme IT',
  tagline: 'IT services',
  address: '1 MG Road, Bengaluru',
  country: 'IN',
  phones: ['+91 98765 43210'],
  email: 'info@acme.test',
  whatsappNumber: '919876543210',
  social: { linkedin: '', facebook: '', instagram: '', x: '' },
  facts: { foundedYear: 2018, clients: 200, projects: 1200, teamSize: 120, countries: 5, awards: 0, leadershipYears: 12 },
  timeZone: 'Asia/Kolkata',
  feedContent: 'full',
  freeShippingOver: 5000,
  mapEmbedUrl: '',
  chatWidgetScriptUrl: '',
  publicReviewUrl: '',
  founderPortrait: '/uploads/founder.webp',
  coFounderPortrait: '',
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
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Mantine forms render slowly in jsdom on a busy machine; the default 30 s is too tight.
describe('SettingsScreen', { timeout: 60_000 }, () => {
  it('keeps one to four phones and saves the values without updatedAt', async () => {
    const api = offlineApi();
    vi.spyOn(api.settings, 'get').mockResolvedValue({ success: true, settings });
    const update = vi.spyOn(api.settings, 'update').mockResolvedValue({ success: true, message: 'Settings saved', settings });
    renderScreen(<SettingsScreen />, { api, path: '/admin/settings' });

    expect((await screen.findByLabelText<HTMLInputElement>(/^Company name/)).value).toBe('Acme IT');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove phone 1' }).disabled).toBe(true);
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add phone' });
    for (let i = 0; i < 3; i++) await userEvent.click(add);
    expect(add.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove phone 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove phone 3' }));
    await fill(screen.getByLabelText('Phone 2'), '+91 80 1234 5678');
    // The country by its code, named as it is typed; a code is kept in capitals.
    const country = screen.getByLabelText(/^Country/);
    expect(country.getAttribute('aria-describedby') && document.getElementById(country.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toMatch(/: India\.$/);
    await fill(country, 'ae');
    expect(screen.getByText(/two-letter code, for search engines: United Arab Emirates\./)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const body = update.mock.calls[0]?.[0];
    expect(body).not.toHaveProperty('updatedAt');
    expect(body?.phones).toEqual(['+91 98765 43210', '+91 80 1234 5678']);
    expect(body?.country).toBe('AE');
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('shows the schema messages and the server field errors next to their fields', async () => {
    const api = offlineApi();
    vi.spyOn(api.settings, 'get').mockResolvedValue({ success: true, settings });
    const update = vi
      .spyOn(api.settings, 'update')
      .mockRejectedValue(new ApiError(400, 'LinkedIn must be an https:// address or empty', [{ path: 'social.linkedin', message: 'LinkedIn must be an https:// address or empty' }]));
    renderScreen(<SettingsScreen />, { api, path: '/admin/settings' });

    const company = await screen.findByLabelText(/^Company name/);
    await fill(company, '');
    await fill(screen.getByLabelText(/^Map embed URL/), 'http://maps.example');
    await fill(screen.getByLabelText(/^Country/), 'India');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Country: its two-letter code, such as IN for India')).toBeTruthy();
    expect(screen.getByText('Map embed must be an https:// address or empty')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await fill(company, 'Acme IT');
    await fill(screen.getByLabelText(/^Map embed URL/), '');
    await fill(screen.getByLabelText(/^Country/), 'IN');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const linkedin = screen.getByLabelText('LinkedIn');
    expect(linkedin.getAttribute('aria-invalid')).toBe('true');
    expect((await screen.findAllByText('LinkedIn must be an https:// address or empty')).length).toBeGreaterThanOrEqual(2);
  });

  it('uploads a new portrait at once, shows it, and removes one after confirming', async () => {
    const api = offlineApi();
    vi.spyOn(api.settings, 'get').mockResolvedValue({ success: true, settings });
    const setPortrait = vi.spyOn(api.settings, 'setPortrait').mockResolvedValue({ success: true, message: 'Portrait saved', settings: { ...settings, coFounderPortrait: '/uploads/new-cofounder.webp' } });
    const removePortrait = vi.spyOn(api.settings, 'removePortrait').mockResolvedValue({ success: true, message: 'Portrait removed', settings: { ...settings, founderPortrait: '' } });
    renderScreen(<SettingsScreen />, { api, path: '/admin/settings' });

    const coFounder = await screen.findByRole('region', { name: 'Co-founder portrait' });
    expect(within(coFounder).getByText('None: the About page shows the initial.')).toBeTruthy();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'priya.png', { type: 'image/png' });
    await userEvent.upload(within(coFounder).getByLabelText('Upload a new co-founder portrait'), file);
    await waitFor(() => expect(setPortrait).toHaveBeenCalledTimes(1));
    const [person, form] = setPortrait.mock.calls[0] ?? [];
    expect(person).toBe('coFounder');
    expect((form?.get('image') as File).name).toBe('priya.png');
    expect(await within(coFounder).findByText('Shown on the About page.')).toBeTruthy();
    expect(within(coFounder).getByRole('img', { name: 'Current co-founder portrait' }).getAttribute('src')).toContain('/uploads/new-cofounder.webp');

    const founder = screen.getByRole('region', { name: 'Founder portrait' });
    await userEvent.click(within(founder).getByRole('button', { name: 'Remove founder portrait' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removePortrait).toHaveBeenCalledWith('founder'));
    expect(await within(founder).findByText('None: the About page shows the initial.')).toBeTruthy();
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const api = offlineApi();
    vi.spyOn(api.settings, 'get').mockResolvedValue({ success: true, settings });
    const setPortrait = vi.spyOn(api.settings, 'setPortrait');
    renderScreen(<SettingsScreen />, { api, path: '/admin/settings' });
    const founder = await screen.findByRole('region', { name: 'Founder portrait' });
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(within(founder).getByLabelText('Upload a new founder portrait'), { target: { files: [pdf] } });
    expect(await within(founder).findByText(/Only PNG, JPEG and WebP images can be added \(cv\.pdf\)/)).toBeTruthy();
    expect(setPortrait).not.toHaveBeenCalled();
  });
});
