// @vitest-environment jsdom
import { Loader, MantineProvider, Modal } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { stubBrowserApis } from './testing.js';
import { adminTheme } from './theme.js';

beforeAll(stubBrowserApis);
afterEach(cleanup);

it('gives every loader the status role its name needs (a named div without a role is an ARIA error)', () => {
  render(
    <MantineProvider theme={adminTheme} env="test">
      <Loader aria-label="Loading settings" />
    </MantineProvider>,
  );
  expect(screen.getByRole('status', { name: 'Loading settings' })).toBeTruthy();
});

it('names the close button of every dialog, confirmations included', async () => {
  render(
    <MantineProvider theme={adminTheme} env="test">
      <Modal opened onClose={() => {}} title="Please confirm">
        Sure?
      </Modal>
    </MantineProvider>,
  );
  expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

it("writes a field's error message (Mantine's red, shade 6) at 4.5:1 or more on white", () => {
  const red = adminTheme.colors?.red?.[6] ?? '';
  expect(1.05 / (luminance(red) + 0.05)).toBeGreaterThanOrEqual(4.5);
});
