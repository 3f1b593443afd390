/**
 * What a pure function answered for each key, the last `limit` keys asked (the oldest go first):
 * for answers asked for on every request (a path's route, its public read) whose keys come from
 * visitors, so the number kept must stay bounded whatever they send.
 */
export class Kept<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly limit: number) {}

  of(key: string, make: () => T): T {
    if (this.answers.has(key)) return this.answers.get(key) as T;
    return this.put(key, make());
  }

  /** What is kept for `key`, if anything. */
  get(key: string): T | undefined {
    return this.answers.get(key);
  }

  /** Keeps `answer` for `key`, in place of what was kept for it. */
  put(key: string, answer: T): T {
    if (!this.answers.has(key) && this.answers.size >= this.limit) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
    return answer;
  }
}
