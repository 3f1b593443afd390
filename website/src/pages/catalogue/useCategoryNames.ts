import { useSite } from '../../lib/site.js';
import { useEffect, useState } from 'react';

export const UNCATEGORIZED = 'Uncategorized';

/** Category names by id for the catalogue; null until loaded. A failed load is logged (names fall back). */
export function useCategoryNames(): Map<string, string> | null {
  const { api } = useSite();
  const [names, setNames] = useState<Map<string, string> | null>(null);
  useEffect(() => {
    let live = true;
    api.categories.list().then(
      (r) => live && setNames(new Map(r.categories.map((c) => [c._id, c.name]))),
      (err: unknown) => {
        console.error('categories', err);
        if (live) setNames(new Map());
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  return names;
}

/** Spec §2.5: the category's name, or "Uncategorized" when the product's category is not found. */
export function categoryName(names: Map<string, string> | null, id: string | null): string {
  return (id && names?.get(id)) || UNCATEGORIZED;
}
