// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SettingsDto } from '../../contract/types.js';
import { AdminServicesProvider } from '../context.js';
import { publishingRule, type PublishingValues } from '../content/publishing.js';
import { MemoryRouter } from 'react-router-dom';
import { offlineApi, stubBrowserApis, testServices } from '../testing.js';
import { adminTheme } from '../theme.js';
import { PublishActions, PublishingFields } from './PublishingFields.js';

let current: PublishingValues | undefined;
let sent: PublishingValues[] = [];

function Harness({ initial, isNew = false }: { initial: PublishingValues; isNew?: boolean }) {
  const form = useForm<PublishingValues>({ initialValues: initial, validate: (v) => publishingRule(v) });
  current = form.values;
  return (
    <MemoryRouter>
      <form onSubmit={form.onSubmit((values) => void sent.push(values))}>
        <PublishingFields form={form} isNew={isNew} />
        <PublishActions form={form} isNew={isNew} submitting={false} submitLabel="Update Product" busyLabel="Updating..." />
      </form>
    </MemoryRouter>
  );
}

function renderIn(zone: string, initial: PublishingValues, isNew = false) {
  const api = offlineApi();
  vi.spyOn(api.settings, 'get').mockResolvedValue({ success: true, settings: { timeZone: zone } as SettingsDto });
  render(
    <MantineProvider theme={adminTheme} env="test">
      <AdminServicesProvider value={testServices(api)}>
        <Harness initial={initial} isNew={isNew} />
      </AdminServicesProvider>
    </MantineProvider>,
  );
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  sent = [];
});

describe('PublishingFields', () => {
  it('shows a schedule on the site zone\'s clocks and names the zone', async () => {
    renderIn('America/New_York', { status: 'scheduled', publishAt: '2026-12-01T15:00:00.000Z' });
    const input = screen.getByLabelText(/^Publish at/);
    // Days read "1 Dec 2026" in the picker as everywhere, the time on a 24-hour clock.
    await waitFor(() => expect(screen.getByLabelText(/^Time \(24-hour\)/)).toHaveProperty('value', '10:00'));
    expect(input).toHaveProperty('value', '1 Dec 2026');
    expect(screen.getByText(/site's clocks: America\/New_York \(GMT-5\)/)).toBeTruthy();
  });

  it('reads a typed time in the site zone, whatever the computer\'s zone', async () => {
    renderIn('Europe/Berlin', { status: 'scheduled', publishAt: '' });
    const input = screen.getByLabelText(/^Publish at/);
    await waitFor(() => expect(screen.getByText(/Europe\/Berlin/)).toBeTruthy());
    // Half a day is no day yet: nothing changes until it is whole.
    fireEvent.change(input, { target: { value: '1 Dec 20' } });
    expect(current?.publishAt).toBe('');
    // A day typed alone is at 09:00, on the site's clock.
    fireEvent.change(input, { target: { value: '1 Dec 2026' } });
    expect(current?.publishAt).toBe('2026-12-01T08:00:00.000Z');
    // Then its time, typed on a 24-hour clock; a half-typed one changes nothing.
    const time = screen.getByLabelText(/^Time \(24-hour\)/);
    fireEvent.change(time, { target: { value: '17:3' } });
    expect(current?.publishAt).toBe('2026-12-01T08:00:00.000Z');
    fireEvent.change(time, { target: { value: '17:30' } });
    expect(current?.publishAt).toBe('2026-12-01T16:30:00.000Z');
  });

  it('saves a new record as a draft or publishes it with the form\'s own label', async () => {
    renderIn('UTC', { status: 'published', publishAt: '' }, true);
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'draft', publishAt: '' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(sent[1]).toEqual({ status: 'published', publishAt: '' }));
  });

  it('offers "Publish" for a draft, "Schedule" at a set time, and checks the time before sending', async () => {
    renderIn('UTC', { status: 'draft', publishAt: '' });
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Product' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'At a set time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose when to publish it')).toBeTruthy();
    expect(sent).toEqual([]);
    // The site's zone comes with the settings: a time typed before they arrive is read on the default zone's clocks.
    await screen.findByText(/site's clocks: UTC/);
    fireEvent.change(screen.getByLabelText(/^Publish at/), { target: { value: '1 Jan 2999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'scheduled', publishAt: '2999-01-01T09:00:00.000Z' }]));
    fireEvent.click(screen.getByRole('radio', { name: 'Immediately' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent[1]?.status).toBe('published'));
  });

  it('offers "Switch to draft" for a public record', async () => {
    renderIn('UTC', { status: 'published', publishAt: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Switch to draft' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'draft', publishAt: '' }]));
  });
});
