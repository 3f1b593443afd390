import { describe, expect, it } from 'vitest';
import { Client, DB_KINDS, withServer } from '../../test/harness.js';

/**
 * A bot that skips the form token gets no easier path than a person: submissions without a token
 * have a small allowance per address and across all addresses, and past it are stored as spam,
 * answered exactly as any other. Behind a proxy (TRUST_PROXY=1), each sender at its own address.
 */
describe.each(DB_KINDS)('submissions without a form token [%s]', (kind) => {
  const t = withServer(kind, { config: { trustProxy: true, tokenlessWriteLimit: 6, tokenlessWriteAddressLimit: 2 }, login: 'web' });

  const lead = (name: string, address: string, formToken?: string) =>
    new Client(t.server.url).post<{ success: boolean }>('/api/v1/contact', {
      json: { name, email: 'bot@example.in', phone: '+91 98100 12345', message: `Hello from ${name}`, website: '', ...(formToken && { formToken }) },
      headers: { 'x-forwarded-for': address },
    });
  const statusOf = async (name: string) => {
    for (const status of ['new', 'spam']) {
      const { data } = (await t.admin.get<{ data: Array<{ name: string }> }>(`/api/v1/contact?limit=100&status=${status}`)).body;
      if (data.some((l) => l.name === name)) return status;
    }
    return 'missing';
  };

  it('lets an address send two without a token and everyone six; the rest are stored as spam with the same answer, while a token still works', async () => {
    const sent: Array<[string, number]> = [];
    const send = async (name: string, address: string, token?: string) => sent.push([name, (await lead(name, address, token)).status]);
    for (const name of ['A1', 'A2', 'A3']) await send(name, '203.0.113.1');
    for (const name of ['B1', 'B2']) await send(name, '203.0.113.2');
    for (const name of ['C1', 'C2']) await send(name, '203.0.113.3');
    await send('D1', '203.0.113.4');
    // A person on the site's form, at that address: a token issued as the page was shown.
    await send('D2', '203.0.113.4', t.server.running.deps.formTokens.issue(Date.now() - 10_000));
    expect(sent.every(([, status]) => status === 201)).toBe(true);

    const verdicts = Object.fromEntries(await Promise.all(sent.map(async ([name]) => [name, await statusOf(name)] as const)));
    expect(verdicts).toEqual({ A1: 'new', A2: 'new', A3: 'spam', B1: 'new', B2: 'new', C1: 'new', C2: 'new', D1: 'spam', D2: 'new' });

    // Reviews share the allowance: without a token, past it, a review is rejected (never public).
    const review = await new Client(t.server.url).post('/api/reviews', { json: { name: 'Tokenless reviewer', feedback: 'Great', rating: 5 }, headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(review.status).toBe(201);
    const { data } = (await t.admin.get<{ data: Array<{ name: string; status: string }> }>('/api/reviews/admin?limit=100')).body;
    expect(data.find((r) => r.name === 'Tokenless reviewer')?.status).toBe('rejected');
  });
});
