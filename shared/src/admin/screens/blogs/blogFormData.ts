import { randomId } from '@mantine/hooks';
import { ApiError, fieldErrors } from '../../../api/errors.js';
import type { BlogDto } from '../../../contract/types.js';
import { appendSeo, newSeo, seoValuesOf, type SeoValues } from '../../content/seo.js';
import { appendPublishing, newPublishing, publishingValuesOf, type PublishingValues } from '../../content/publishing.js';

/** How each blog category reads, here as on the site (one table, in the contract). */
export { BLOG_CATEGORY_LABELS } from '../../../contract/blogCategories.js';

// Type aliases, not interfaces: the form resolver wants values indexable by field name.
export type BlogSectionValues = {
  /** Stable React key: sections are added and removed in any order. */
  key: string;
  heading: string;
  description: string;
  /** A newly chosen image, or null to keep `currentImage`. */
  image: File | null;
  /** The stored image path: the section's own (edit) or one chosen from the media library. */
  currentImage: string | null;
  /** The alt text of an image chosen from the library (null for the section's own or none). */
  libraryAlt: string | null;
  /** The new image's alt text (required with a new image; a kept one keeps its own, edited in Media). */
  imageAlt: string;
};

export type BlogFormValues = PublishingValues &
  SeoValues & {
  title: string;
  heading: string;
  description: string;
  author: string;
  category: string | null;
  /** A newly chosen video icon, or null (edit: keep the current one). */
  iconImage: File | null;
  content: BlogSectionValues[];
};

export const emptySection = (): BlogSectionValues => ({ key: randomId(), heading: '', description: '', image: null, currentImage: null, libraryAlt: null, imageAlt: '' });

export const emptyBlogValues = (): BlogFormValues => ({
  title: '',
  heading: '',
  description: '',
  author: '',
  category: null,
  iconImage: null,
  content: [emptySection()],
  ...newPublishing(),
  ...newSeo(),
});

/** The edit form's starting values: every section keeps its stored image until a new one is chosen. */
export function blogToFormValues(blog: BlogDto): BlogFormValues {
  return {
    title: blog.title,
    heading: blog.heading,
    description: blog.description,
    author: blog.author,
    category: blog.category,
    iconImage: null,
    ...publishingValuesOf(blog),
    ...seoValuesOf(blog),
    content: blog.content.map((s) => ({ key: randomId(), heading: s.heading, description: s.description, image: null, currentImage: s.image, libraryAlt: null, imageAlt: '' })),
  };
}

/** The form's fields, the chosen icon video, and its poster (a still of it, when the browser took one). */
function appendFields(form: FormData, values: BlogFormValues, poster: File | null) {
  form.append('title', values.title);
  form.append('heading', values.heading);
  form.append('description', values.description);
  form.append('author', values.author);
  form.append('category', values.category ?? '');
  if (values.iconImage) form.append('iconImage', values.iconImage);
  if (values.iconImage && poster) form.append('iconPoster', poster);
  appendPublishing(form, values);
  appendSeo(form, values);
}

/**
 * POST /api/v1/blogs: content as JSON headings and descriptions, each section naming the library
 * image it was given or taking the next uploaded file, in order (shared/docs/api.md#blogs).
 */
export function createBlogFormData(values: BlogFormValues, poster: File | null = null): FormData {
  const form = new FormData();
  appendFields(form, values, poster);
  // A section takes the next uploaded file, names its library image, or has none ('').
  const content = values.content.map((s) =>
    s.image ? { heading: s.heading, description: s.description, imageAlt: s.imageAlt.trim() } : { heading: s.heading, description: s.description, image: s.currentImage ?? '' },
  );
  form.append('content', JSON.stringify(content));
  for (const s of values.content) if (s.image) form.append('contentImages', s.image);
  return form;
}

/**
 * PUT /api/v1/blogs/{id} (shared/docs/api.md#blogs): each section either names the image it keeps (''
 * for none) or says it brings a new one; the new files follow in the same order, so sections may
 * move freely.
 */
export function updateBlogFormData(values: BlogFormValues, poster: File | null = null): FormData {
  const form = new FormData();
  appendFields(form, values, poster);
  const content = values.content.map((s) =>
    s.image
      ? { heading: s.heading, description: s.description, hasNewImage: true, imageAlt: s.imageAlt.trim() }
      : { heading: s.heading, description: s.description, image: s.currentImage ?? '' },
  );
  form.append('content', JSON.stringify(content));
  for (const s of values.content) if (s.image) form.append('contentImages', s.image);
  return form;
}

/** The server's field errors under the form's field names (the uploads have their own names there). */
export function blogFieldErrors(err: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(err))) {
    if (path === 'contentImages') errors.content = `Section image: ${message}`;
    else if (path === '') errors.content = message;
    else errors[path.replace(/^content\.(\d+)\.hasNewImage$/, 'content.$1.image')] = message;
  }
  // A refusal without field paths (e.g. the list itself) still belongs next to the sections.
  if (Object.keys(errors).length === 0 && err instanceof ApiError && err.status === 400) errors.content = err.message;
  return errors;
}
