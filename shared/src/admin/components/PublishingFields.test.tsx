// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SettingsDto } from '../../contract/types.js';
import { AdminServicesProvider } from '../context.js';
import type { PublishingValues } from '../content/publishing.js';
import { offlineApi, stubBrowserApis, testServices } from '../testing.js';
import { adminTheme } from '../theme.js';
import { PublishingFields } from './PublishingFields.js';

let current: PublishingValues | undefined;

function Harness({ initial }: { initial: PublishingValues }) {
  const form = useForm<PublishingValues>({ initialValues: initial });
  current = form.values;
  return <PublishingFields form={form} />;
}

function renderIn(zone: string, initial: PublishingValues) {
  const api = offlineApi();
  vi.spyOn(api.settings, 'get').mockResolvedValue({ success: true, settings: { timeZone: zone } as SettingsDto });
  render(
    <MantineProvider theme={adminTheme} env="test">
      <AdminServicesProvider value={testServices(api)}>
        <Harness initial={initial} />
      </AdminServicesProvider>
    </MantineProvider>,
  );
}

beforeAll(stubBrowserApis);
afterEach(cleanup);

describe('PublishingFields', () => {
  it('shows a schedule on the site zone\'s clocks and names the zone', async () => {
    renderIn('America/New_York', { status: 'scheduled', publishAt: '2026-12-01T15:00:00.000Z' });
    const input = screen.getByLabelText(/^Publish at/);
    await waitFor(() => expect(input).toHaveProperty('value', '2026-12-01T10:00'));
    expect(screen.getByText(/site's clocks: America\/New_York \(GMT-5\)/)).toBeTruthy();
  });

  it('reads a typed time in the site zone, whatever the computer\'s zone', async () => {
    renderIn('Europe/Berlin', { status: 'scheduled', publishAt: '' });
    const input = screen.getByLabelText(/^Publish at/);
    await waitFor(() => expect(screen.getByText(/Europe\/Berlin/)).toBeTruthy());
    fireEvent.change(input, { target: { value: '2026-12-01T09:00' } });
    expect(current?.publishAt).toBe('2026-12-01T08:00:00.000Z');
    fireEvent.change(input, { target: { value: '' } });
    expect(current?.publishAt).toBe('');
  });
});
