// @vitest-environment jsdom
import { Loader, MantineProvider } from '@mantine/core';
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
