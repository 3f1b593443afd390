import { useMemo } from 'react';
import { useSite } from '../../lib/site.js';
import { useRead } from '../../lib/reads.js';
import { queries } from '../../lib/queries.js';

export const UNCATEGORIZED = 'Uncategorized';

/** Category names by id for the catalogue; null until loaded. A failed load leaves no names (they fall back). */
export function useCategoryNames(): Map<string, string> | null {
  const { api } = useSite();
  const read = useRead(queries.categories(api));
  return useMemo(() => {
    if (read.kind === 'loaded') return new Map(read.data.categories.map((c) => [c._id, c.name]));
    return read.kind === 'failed' ? new Map<string, string>() : null;
  }, [read]);
}

/** The category's name, or "Uncategorized" when the product's category is not found. */
export function categoryName(names: Map<string, string> | null, id: string | null): string {
  return (id && names?.get(id)) || UNCATEGORIZED;
}
