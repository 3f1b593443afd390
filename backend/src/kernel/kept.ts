/**
 * What a pure function answered for each key, the last `limit` keys asked (the oldest go first):
 * for answers asked for on every request (a path's route, its public read) whose keys come from
 * visitors, so the number kept must stay bounded whatever they send.
 */
export class Kept<T> {
  private readonly answers = new Map<string, T>();
  /**
   * The keys in the order they were first kept, round a ring: `oldest` is the next pushed out.
   * Not the map's own order: reaching a map's first key steps over every key deleted before it
   * (until the map is next rebuilt), thousands of them when each new key pushes out an old one,
   * as campaign links or a scanner's random paths do on every request.
   */
  private readonly order: string[] = [];
  private oldest = 0;

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
    if (this.limit <= 0) return answer;
    if (!this.answers.has(key)) {
      if (this.order.length < this.limit) this.order.push(key);
      else {
        this.answers.delete(this.order[this.oldest]);
        this.order[this.oldest] = key;
        this.oldest = (this.oldest + 1) % this.limit;
      }
    }
    this.answers.set(key, answer);
    return answer;
  }
}
