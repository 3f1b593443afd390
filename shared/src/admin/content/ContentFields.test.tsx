// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineContentType, formDataOf } from '../../contract/content/define.js';
import { numberInput, requiredText } from '../../contract/content/rules.js';
import { stubBrowserApis } from '../testing.js';
import { adminTheme } from '../theme.js';
import { ContentFields } from './ContentFields.js';
import { declaredColumns, emptyValuesOf } from './values.js';

/** A content type as a later issue might declare one: a new field needs no admin code. */
const gadget = defineContentType({
  label: 'Gadget',
  timestamps: [],
  fields: {
    name: { label: 'Name', input: 'text', schema: requiredText('Name', 50), list: true },
    sku: { label: 'SKU', input: 'text', schema: z.string(), list: true, hint: 'Stock keeping unit' },
    notes: { label: 'Notes', input: 'textarea', schema: z.string() },
    weight: { label: 'Weight', input: 'number', schema: numberInput('Weight') },
    kind: { label: 'Kind', input: 'select', schema: z.enum(['a', 'b']), options: [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }] },
    secret: { label: 'Secret', input: 'text', schema: z.string(), readOnly: true },
  },
});

let submitted: Record<string, unknown> | undefined;

function GadgetForm() {
  const form = useForm<Record<string, unknown>>({ initialValues: emptyValuesOf(gadget) });
  return (
    <form
      onSubmit={form.onSubmit((v) => {
        submitted = v;
      })}
    >
      <ContentFields type={gadget} form={form} required={(name) => name === 'name'} />
      <button type="submit">Save</button>
    </form>
  );
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  submitted = undefined;
});

describe('ContentFields', () => {
  it('renders one labelled input per writable declared field, by its input kind', () => {
    render(
      <MantineProvider theme={adminTheme} env="test">
        <GadgetForm />
      </MantineProvider>,
    );
    const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent;
    expect(labelOf(screen.getByRole('textbox', { name: /^Name/ }))).toBe('Name *');
    expect(labelOf(screen.getByRole('textbox', { name: 'SKU' }))).toBe('SKU');
    const sku = screen.getByRole('textbox', { name: 'SKU' });
    expect(document.getElementById(sku.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Stock keeping unit');
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Weight' }).getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByRole('textbox', { name: 'Kind' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
  });

  it('puts what staff type into the form values, which form data then sends', async () => {
    render(
      <MantineProvider theme={adminTheme} env="test">
        <GadgetForm />
      </MantineProvider>,
    );
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Widget' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'SKU' }), { target: { value: 'W-1' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(submitted).toMatchObject({ name: 'Widget', sku: 'W-1' });
    expect([...formDataOf(gadget, submitted ?? {}).entries()]).toEqual(expect.arrayContaining([['name', 'Widget'], ['sku', 'W-1']]));
  });

  it('makes list columns of the fields marked for the list', () => {
    const columns = declaredColumns<Record<string, unknown>>(gadget);
    expect(columns.map((c) => c.header)).toEqual(['Name', 'SKU']);
    expect(columns[1].searchText?.({ sku: 'W-9' })).toBe('W-9');
  });
});
