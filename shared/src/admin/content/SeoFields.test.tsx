// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { META_TITLE_HINT } from '../../contract/seo.js';
import { stubBrowserApis } from '../testing.js';
import { adminTheme } from '../theme.js';
import { newSeo, type SeoValues } from './seo.js';
import { SeoFields } from './SeoFields.js';

beforeAll(stubBrowserApis);
afterEach(cleanup);

type Values = SeoValues & { title: string; description: string };

function Harness({ mode, initial }: { mode: 'create' | 'edit'; initial: Values }) {
  const form = useForm<Values>({ initialValues: initial });
  return (
    <MantineProvider theme={adminTheme} env="test">
      <label>
        Title
        <input value={form.values.title} onChange={(e) => form.setFieldValue('title', e.currentTarget.value)} />
      </label>
      <SeoFields form={form} kind="blog" mode={mode} title={form.values.title} description={form.values.description} images={[]} mediaUrl={(p) => p} />
    </MantineProvider>
  );
}

const preview = (part: string) => screen.getByTestId(`search-preview-${part}`).textContent;

describe('SeoFields', () => {
  it('follows the title on a new blog until the editor types a slug, and previews the search result', async () => {
    const user = userEvent.setup();
    render(<Harness mode="create" initial={{ ...newSeo(), title: '', description: 'Our long description of the post.' }} />);
    await user.type(screen.getByLabelText('Title'), 'Café Crème Guide');
    const slug = screen.getByLabelText<HTMLInputElement>('Slug');
    expect(slug.value).toBe('cafe-creme-guide');
    expect(preview('address')).toMatch(/\/blog\/cafe-creme-guide$/);
    expect(preview('title')).toBe('Café Crème Guide');
    expect(preview('description')).toBe('Our long description of the post.');
    // The hint is tied to the input.
    expect(document.getElementById((slug.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')?.textContent).toContain('/blog/cafe-creme-guide');

    await user.clear(slug);
    await user.type(slug, 'my-own');
    await user.type(screen.getByLabelText('Title'), ' Two');
    expect(slug.value).toBe('my-own');
    expect(preview('address')).toMatch(/\/blog\/my-own$/);
  });

  it('keeps a saved blog\'s slug when its title changes, and warns (without blocking) past the length hints', async () => {
    const user = userEvent.setup();
    render(<Harness mode="edit" initial={{ ...newSeo(), slug: 'kept', title: 'Old', description: 'D' }} />);
    await user.type(screen.getByLabelText('Title'), ' and new');
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('kept');

    const metaTitle = screen.getByLabelText('Meta title');
    await user.type(metaTitle, 'x'.repeat(META_TITLE_HINT + 1));
    const hint = document.getElementById((metaTitle.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
    expect(hint?.textContent).toContain(`${META_TITLE_HINT + 1} / ${META_TITLE_HINT}`);
    expect(hint?.textContent).toContain('usually cut');
    expect(preview('title')).toBe('x'.repeat(META_TITLE_HINT + 1));
  });

  it("previews a rich-text description (a product's) as its words, never its markup", () => {
    render(<Harness mode="edit" initial={{ ...newSeo(), slug: 'mini-pc', title: 'Mini PC', description: '<p>Small &amp; <strong>quiet</strong>.</p><ul><li>16 GB</li></ul>' }} />);
    expect(preview('description')).toBe('Small & quiet. 16 GB');
  });
});
