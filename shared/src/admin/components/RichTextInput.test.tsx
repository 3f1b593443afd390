// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserApis } from '../testing.js';
import { adminTheme } from '../theme.js';
import { RichTextInput } from './RichTextInput.js';

let changes: string[] = [];
let setOutside: (html: string) => void = () => {};

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  setOutside = setValue;
  return (
    <MantineProvider theme={adminTheme}>
      <RichTextInput
        label="Description"
        description="What the product does"
        error={error}
        withAsterisk
        value={value}
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
      />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  changes = [];
});

const editor = () => screen.getByRole('textbox', { name: /^Description/ });

describe('RichTextInput', () => {
  it('is a labelled, described multi-line text box that reports its error', () => {
    render(<Harness error="Description is required" />);
    const box = editor();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['What the product does', 'Description is required']);
  });

  it('gives the form HTML as the editor types and formats, and empty text as ""', async () => {
    render(<Harness />);
    // jsdom drops keys typed one by one into ProseMirror now and then; a paste is one event. (The
    // browser tests type key by key.)
    await userEvent.click(editor());
    await userEvent.paste('Fast');
    expect(screen.getByTestId('value').textContent).toBe('<p>Fast</p>');
    await userEvent.paste(' hosting');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByTestId('value').textContent).toBe('<p><strong>Fast hosting</strong></p>');
    await userEvent.click(screen.getByRole('button', { name: 'Bullet list' }));
    // The editor keeps a paragraph after a list to type into; the server drops it on save.
    expect(screen.getByTestId('value').textContent).toBe('<ul><li><p><strong>Fast hosting</strong></p></li></ul><p></p>');
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(''));
  });

  it('shows a value set from outside (a reset, a restored revision) without reporting it as an edit', async () => {
    render(<Harness initial="<p>Old</p>" />);
    expect(editor().innerHTML).toContain('<p>Old</p>');
    act(() => setOutside('<h2>Restored</h2><p>text</p>'));
    await waitFor(() => expect(editor().innerHTML).toContain('<h2>Restored</h2>'));
    expect(changes).toEqual([]);
  });
});
