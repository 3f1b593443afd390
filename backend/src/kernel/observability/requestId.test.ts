import { describe, expect, it } from 'vitest';
import { newRequestId } from './requestId.js';

describe('newRequestId', () => {
  it('makes version 4 UUIDs, none twice, over more than one batch of random bytes', () => {
    const ids = Array.from({ length: 2_000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every hex digit turns up in every free position: the bytes are random, not a counter's.
    for (const at of [0, 7, 15, 20, 35]) expect(new Set(ids.map((id) => id[at])).size).toBe(16);
  });
});
