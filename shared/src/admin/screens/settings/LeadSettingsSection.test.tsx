// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { LeadSettingsSection } from './LeadSettingsSection.js';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stored = { spamPhrases: ['casino'], leadAlertEmails: ['sales@acme.test'], updatedAt: '2026-01-01T00:00:00.000Z' };

describe('LeadSettingsSection', () => {
  it('edits spam phrases and alert addresses one per line and saves them as lists', async () => {
    const api = offlineApi();
    vi.spyOn(api.contact, 'settings').mockResolvedValue({ success: true, settings: stored });
    const update = vi.spyOn(api.contact, 'updateSettings').mockResolvedValue({ success: true, message: 'Lead settings saved', settings: { ...stored, spamPhrases: ['casino', 'free money'] } });
    renderScreen(<LeadSettingsSection />, { api, path: '/admin/settings' });

    const phrases = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Spam phrases/ });
    expect(phrases.value).toBe('casino');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Lead alert e-mails/ }).value).toBe('sales@acme.test');
    fireEvent.change(phrases, { target: { value: 'casino\n\n  free money  \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ spamPhrases: ['casino', 'free money'], leadAlertEmails: ['sales@acme.test'] }));
    expect(await screen.findByText('Lead settings saved')).toBeTruthy();
  });

  it("shows the server's message under the list it refused", async () => {
    const api = offlineApi();
    vi.spyOn(api.contact, 'settings').mockResolvedValue({ success: true, settings: stored });
    vi.spyOn(api.contact, 'updateSettings').mockRejectedValue(new ApiError(400, 'Validation failed', [{ path: 'leadAlertEmails.0', message: 'Enter a valid email address' }]));
    renderScreen(<LeadSettingsSection />, { api, path: '/admin/settings' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Lead alert e-mails/ }), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });
});
