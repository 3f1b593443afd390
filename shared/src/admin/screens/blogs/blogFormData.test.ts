import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import { newSeo } from '../../content/seo.js';
import { blogFieldErrors, createBlogFormData, emptySection, updateBlogFormData, type BlogFormValues } from './blogFormData.js';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const video = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'icon.webm', { type: 'video/webm' });

const values = (content: BlogFormValues['content'], iconImage: File | null = null): BlogFormValues => ({
  status: 'published',
  publishAt: '',
  ...newSeo(),
  title: 'Title',
  heading: 'Heading',
  description: 'Text',
  author: 'Asha',
  category: 'backOffice',
  iconImage,
  content,
});

const names = (files: FormDataEntryValue[]) => files.map((f) => (f instanceof File ? f.name : f));

describe('createBlogFormData', () => {
  it('sends the fields, the icon, the section texts as JSON and one image per section in order', () => {
    const form = createBlogFormData(
      values(
        [
          { ...emptySection(), heading: 'One', description: 'First', image: png('one.png'), imageAlt: ' A chart ' },
          { ...emptySection(), heading: 'Two', description: 'Second', image: png('two.png'), imageAlt: 'A desk' },
        ],
        video,
      ),
    );
    expect(form.get('title')).toBe('Title');
    expect(form.get('category')).toBe('backOffice');
    expect(names(form.getAll('iconImage'))).toEqual(['icon.webm']);
    expect(JSON.parse(form.get('content') as string)).toEqual([
      { heading: 'One', description: 'First', imageAlt: 'A chart' },
      { heading: 'Two', description: 'Second', imageAlt: 'A desk' },
    ]);
    expect(names(form.getAll('contentImages'))).toEqual(['one.png', 'two.png']);
  });

  it('names an image chosen from the library instead of sending a file for its section', () => {
    const form = createBlogFormData(
      values(
        [
          { ...emptySection(), heading: 'One', description: 'First', currentImage: '/uploads/chart.png', libraryAlt: 'A chart' },
          { ...emptySection(), heading: 'Two', description: 'Second', image: png('two.png'), imageAlt: 'A desk' },
        ],
        video,
      ),
    );
    expect(JSON.parse(form.get('content') as string)).toEqual([
      { heading: 'One', description: 'First', image: '/uploads/chart.png' },
      { heading: 'Two', description: 'Second', imageAlt: 'A desk' },
    ]);
    expect(names(form.getAll('contentImages'))).toEqual(['two.png']);
  });

  it("says '' for a section without an image, on create and on update, and sends no file for it", () => {
    const sections = [
      { ...emptySection(), heading: 'One', description: 'First', image: png('one.png'), imageAlt: 'A chart' },
      { ...emptySection(), heading: 'Two', description: 'Words alone' },
    ];
    const created = createBlogFormData(values(sections, video));
    expect(JSON.parse(created.get('content') as string)).toEqual([
      { heading: 'One', description: 'First', imageAlt: 'A chart' },
      { heading: 'Two', description: 'Words alone', image: '' },
    ]);
    expect(names(created.getAll('contentImages'))).toEqual(['one.png']);
    const updated = updateBlogFormData(values(sections));
    expect((JSON.parse(updated.get('content') as string) as unknown[])[1]).toEqual({ heading: 'Two', description: 'Words alone', image: '' });
  });
});

describe('updateBlogFormData', () => {
  it('names the image a section keeps, marks the sections with a new one and sends only those files', () => {
    const form = updateBlogFormData(
      values([
        { ...emptySection(), heading: 'Kept', description: 'a', currentImage: '/uploads/a.png' },
        { ...emptySection(), heading: 'Replaced', description: 'b', currentImage: '/uploads/b.png', image: png('new-b.png'), imageAlt: 'New b' },
        { ...emptySection(), heading: 'Added', description: 'c', image: png('new-c.png'), imageAlt: 'New c' },
      ]),
    );
    expect(form.has('iconImage')).toBe(false);
    expect(JSON.parse(form.get('content') as string)).toEqual([
      { heading: 'Kept', description: 'a', image: '/uploads/a.png' },
      { heading: 'Replaced', description: 'b', hasNewImage: true, imageAlt: 'New b' },
      { heading: 'Added', description: 'c', hasNewImage: true, imageAlt: 'New c' },
    ]);
    expect(names(form.getAll('contentImages'))).toEqual(['new-b.png', 'new-c.png']);
  });

  it('sends a new icon only when one was chosen', () => {
    const form = updateBlogFormData(values([{ ...emptySection(), heading: 'x', description: 'y', currentImage: '/uploads/a.png' }], video));
    expect(names(form.getAll('iconImage'))).toEqual(['icon.webm']);
  });
});

describe('blogFieldErrors', () => {
  it('puts upload errors under the form field names', () => {
    const err = new ApiError(415, 'contentImages must be a PNG, JPEG or WebP image', [
      { path: 'contentImages', message: 'Must be a PNG, JPEG or WebP image' },
      { path: 'iconImage', message: 'Must be an MP4 or WebM video' },
      { path: 'content.1.hasNewImage', message: 'Image missing' },
      { path: 'content.0.heading', message: 'Heading is required' },
    ]);
    expect(blogFieldErrors(err)).toEqual({
      content: 'Section image: Must be a PNG, JPEG or WebP image',
      iconImage: 'Must be an MP4 or WebM video',
      'content.1.image': 'Image missing',
      'content.0.heading': 'Heading is required',
    });
  });

  it('shows a refusal without field paths next to the sections', () => {
    expect(blogFieldErrors(new ApiError(400, 'At least one content block is required.'))).toEqual({ content: 'At least one content block is required.' });
    expect(blogFieldErrors(new ApiError(0, 'Network error'))).toEqual({});
  });
});
