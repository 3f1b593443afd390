// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../testing.js';
import { adminTheme } from '../theme.js';
import { lazyScreen } from './LazyScreen.js';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (node: ReactNode) => render(<MantineProvider theme={adminTheme} env="test">{node}</MantineProvider>);

describe('lazyScreen', () => {
  it('shows a loader until the chunk arrives, then the screen; a second showing fetches nothing again', async () => {
    const load = vi.fn(async () => ({ who }: { who: string }) => <h1>Hello {who}</h1>);
    const Screen = lazyScreen(load, 'Greeting');
    show(<Screen who="Asha" />);
    expect(screen.getByRole('status', { name: 'Loading Greeting' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello Asha' })).toBeTruthy();
    cleanup();
    show(<Screen who="Ravi" />);
    expect(await screen.findByRole('heading', { name: 'Hello Ravi' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a chunk that did not arrive could not be loaded, and "Try again" fetches it anew', async () => {
    // React reports the caught error on the console; the screen's message is what is tested.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(() => <h1>Charts</h1>);
    const Screen = lazyScreen(load, 'Analytics');
    show(<Screen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This screen could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Charts' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
