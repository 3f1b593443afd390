import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { api } from './routes.js';

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);

describe('endpoint table', () => {
  it('has a declared endpoint for every path the API client builds (the WebSocket aside)', () => {
    const built = Object.entries(api)
      .filter(([name]) => name !== 'realtime')
      .map(([name, value]) => [name, typeof value === 'function' ? value('some-id') : value] as const);
    const undeclared = built.filter(([, path]) => !Object.values(endpoints).some((e) => matches(e.path, path))).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
