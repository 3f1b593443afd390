import { blogSectionType, blogType, pickFields, present, type BlogDto } from '@itsite/shared/contract';
import type { Blog, BlogSection } from '../entities/index.js';
import { presentPublishing } from './publishing.js';

/** A blog with its sections in position order. */
export const presentBlog = (b: Blog, sections: BlogSection[]): BlogDto => ({
  ...present(blogType, b),
  iconImage: b.iconImage,
  iconPoster: b.iconPoster,
  ...presentPublishing(b),
  content: [...sections]
    .sort((x, y) => x.position - y.position)
    .map((s) => ({ ...pickFields(blogSectionType, s), image: s.image })),
});
