// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminServicesProvider } from '../../context.js';
import { offlineApi, testServices } from '../../testing.js';
import { adminTheme } from '../../theme.js';
import { BlogForm, ONE_SECTION_REQUIRED } from './BlogForm.js';
import { emptySection, type BlogFormValues } from './blogFormData.js';
import { newSeo } from '../../content/seo.js';

beforeAll(() => {
  // jsdom lacks what Mantine (matchMedia, ResizeObserver) and the previews (object URLs) call.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(cleanup);

type Submit = (values: BlogFormValues) => Promise<Record<string, string> | void>;

function renderForm(opts: { mode?: 'create' | 'edit'; initialValues?: BlogFormValues; onSubmit?: Submit } = {}) {
  const onSubmit = vi.fn<Submit>(opts.onSubmit ?? (async () => undefined));
  render(
    <MantineProvider theme={adminTheme} env="test">
      <AdminServicesProvider value={testServices(offlineApi())}>
        <BlogForm
          mode={opts.mode ?? 'create'}
          initialValues={opts.initialValues}
          mediaUrl={(p) => `http://media.test${p}`}
          submitLabel={opts.mode === 'edit' ? 'Update Blog' : 'Create Blog'}
          busyLabel="Sending..."
          uploadProgress={null}
          onSubmit={onSubmit}
        />
      </AdminServicesProvider>
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const sections = () => screen.getAllByRole('region', { name: /^Section \d+$/ });

describe('BlogForm', () => {
  it('names every missing field on an empty submit and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));

    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Author is required')).toBeTruthy();
    expect(screen.getByText('Select a category')).toBeTruthy();
    expect(screen.getByText('Choose a video file')).toBeTruthy();
    // The blog's own heading and description, and those of its one section.
    expect(screen.getAllByText('Heading is required')).toHaveLength(2);
    expect(screen.getAllByText('Description is required')).toHaveLength(2);
    // A section's image is optional.
    expect(within(sections()[0]).queryByText('Image is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the last section and says why when asked to remove it', async () => {
    const { user } = renderForm();
    expect(screen.queryByText(ONE_SECTION_REQUIRED)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(screen.getByRole('alert').textContent).toBe('At least one content block is required.');
    expect(sections()).toHaveLength(1);

    // With two sections either may go, and the message goes too.
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.queryByText(ONE_SECTION_REQUIRED)).toBeNull();
    expect(sections()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(sections()).toHaveLength(1);
    expect(screen.queryByText(ONE_SECTION_REQUIRED)).toBeNull();
  });

  it('refuses to submit a blog without sections', async () => {
    const initialValues: BlogFormValues = {
      status: 'published',
      publishAt: '',
      ...newSeo(),
      title: 'T',
      heading: 'H',
      description: 'D',
      author: 'A',
      category: 'others',
      iconImage: null,
      content: [],
    };
    const { onSubmit, user } = renderForm({ mode: 'edit', initialValues });
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(screen.getByText(ONE_SECTION_REQUIRED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on edit keeps stored images, takes a section without one, and removes an image on request', async () => {
    const initialValues: BlogFormValues = {
      status: 'published',
      publishAt: '',
      ...newSeo(),
      title: 'T',
      heading: 'H',
      description: 'D',
      author: 'A',
      category: 'backOffice',
      iconImage: null,
      content: [
        { ...emptySection(), heading: 'Kept', description: 'Text', currentImage: '/uploads/a.png' },
        { ...emptySection(), heading: 'Words alone', description: 'More text' },
      ],
    };
    const { onSubmit, user } = renderForm({ mode: 'edit', initialValues });
    expect(within(sections()[0]).getByRole('img', { name: 'Section 1 image preview' }).getAttribute('src')).toBe('http://media.test/uploads/a.png');
    expect(within(sections()[1]).getByText('No image: the section shows its words alone')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(screen.queryByText('Image is required')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].content).toEqual([
      expect.objectContaining({ heading: 'Kept', image: null, currentImage: '/uploads/a.png' }),
      expect.objectContaining({ heading: 'Words alone', image: null, currentImage: null }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove section 1 image' }));
    expect(within(sections()[0]).queryByRole('img', { name: 'Section 1 image preview' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(onSubmit.mock.calls[1][0].content[0]).toEqual(expect.objectContaining({ heading: 'Kept', image: null, currentImage: null }));
  });

  it('shows the server field errors next to their fields', async () => {
    const initialValues: BlogFormValues = {
      status: 'published',
      publishAt: '',
      ...newSeo(),
      title: 'T',
      heading: 'H',
      description: 'D',
      author: 'A',
      category: 'others',
      iconImage: null,
      content: [{ ...emptySection(), heading: 'S', description: 'Text', currentImage: '/uploads/a.png' }],
    };
    const { user } = renderForm({
      mode: 'edit',
      initialValues,
      onSubmit: async () => ({ iconImage: 'Must be an MP4 or WebM video', 'content.0.heading': 'Heading must be at most 300 characters' }),
    });
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('Must be an MP4 or WebM video')).toBeTruthy();
    expect(within(sections()[0]).getByText('Heading must be at most 300 characters')).toBeTruthy();
  });
});
