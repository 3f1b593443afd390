import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from './endpoints.js';
import { api } from './routes.js';

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);

describe('endpoint table', () => {
  it('has a declared endpoint for every path the API client builds (the WebSocket aside)', () => {
    const built = Object.entries(api)
      .filter(([name]) => name !== 'realtime')
      .map(([name, value]) => [name, typeof value === 'function' ? value('some-id', 'other-id') : value] as const);
    const undeclared = built.filter(([, path]) => !Object.values(endpoints).some((e) => matches(e.path, path))).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('says what every write that is not public records in the audit log (or false, on purpose)', () => {
    const undeclared = Object.entries<Endpoint>(endpoints)
      .filter(([, e]) => e.method !== 'GET' && e.access !== 'public' && e.audit === undefined)
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
    // Opting out is for sign-in and sign-out (their handlers record them), a reader's own read marks,
    // and autosaves (they change nothing; the item's revisions list them).
    const optedOut = Object.entries<Endpoint>(endpoints)
      .filter(([, e]) => e.audit === false)
      .map(([name]) => name)
      .sort();
    expect(optedOut).toEqual(['autosaveBlog', 'autosaveCaseStudy', 'autosaveOpenRole', 'autosaveProduct', 'login', 'logout', 'markLeadRead', 'markLeadUnread']);
    expect(Object.values<Endpoint>(endpoints).filter((e) => e.method === 'GET' && e.audit)).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
