import { blogSectionType, blogType, pickFields, present, type BlogDto } from '@itsite/shared/contract';
import type { Blog, BlogSection } from '../../data/entities/index.js';
import { presentPublishing } from '../../platform/content/publishing.presenter.js';

/** A blog with its sections in position order; with `alts` (platform/media/library.ts altsOf), each section image's alt text. */
export const presentBlog = (b: Blog, sections: BlogSection[], alts?: ReadonlyMap<string, string>): BlogDto =>
  Object.assign(present(blogType, b), {
    iconImage: b.iconImage,
    iconPoster: b.iconPoster,
    ...presentPublishing(b),
    content: [...sections]
      .sort((x, y) => x.position - y.position)
      .map((s) => Object.assign(pickFields(blogSectionType, s), alts ? { image: s.image, imageAlt: alts.get(s.image) ?? '' } : { image: s.image })),
  });
