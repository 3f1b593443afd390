/** What a memo keeps: a figure (a count), or where a page of a list starts (a sort key). */
export type MemoKind = 'figure' | 'pageStart';

/**
 * Values kept at most, by kind (the oldest of a kind go first): figures, one per list filter
 * visitors use; where each page of a list starts, one per page read (a crawler walks thousands),
 * kept apart so that a walk through many pages never pushes a costly count out.
 */
const MAX_MEMOS: Record<MemoKind, number> = { figure: 500, pageStart: 20_000 };

/**
 * Figures derived from public content (a list's count, which costs a scan of an index at scale;
 * where a deep page starts), each computed once per content version and kept no longer than the
 * public cache keeps an answer (`ttl`): every visitor's request would otherwise count again. The
 * public cache clears it whenever content changes, and keeps it even when it keeps no answers
 * (PUBLIC_CACHE_MB=0).
 */
export class ContentMemo {
  private version = 0;
  private readonly kept: Record<MemoKind, Map<string, { value: Promise<unknown>; created: number }>> = { figure: new Map(), pageStart: new Map() };

  constructor(private readonly ttl: () => number) {}

  memo<T>(key: string, compute: () => Promise<T>, kind: MemoKind = 'figure'): Promise<T> {
    const kept = this.kept[kind];
    const at = `${this.version}|${key}`;
    const found = kept.get(at);
    if (found && found.created + this.ttl() > Date.now()) return found.value as Promise<T>;
    const value = compute();
    // A failure is not kept: the next request tries again.
    value.catch(() => kept.get(at)?.value === value && kept.delete(at));
    kept.delete(at);
    kept.set(at, { value, created: Date.now() });
    while (kept.size > MAX_MEMOS[kind]) kept.delete(kept.keys().next().value!);
    return value;
  }

  /** Content changed: every figure is computed again when next asked for (a computation under way is not reused). */
  clear(): void {
    this.version++;
    for (const kept of Object.values(this.kept)) kept.clear();
  }
}
