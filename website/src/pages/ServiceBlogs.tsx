import type { BlogCategory } from '@itsite/shared/contract/constants';

/** Placeholder: replaced by the public website work. */
export function ServiceBlogs({ category }: { category: BlogCategory }) {
  return (
    <div className="container section">
      <h1>{category}</h1>
    </div>
  );
}
