import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReviewDto, LeadDto, NativeFormState } from '@itsite/shared/contract';
import { FormTokens } from '../platform/spam/screen.js';
import { buildCategory, buildProduct } from '../test/factories.js';
import { Client, DB_KINDS, startTestServer, webLogin, type TestServer } from '../test/harness.js';

/**
 * The website's forms posted natively (no script): the same chains as the JSON endpoints, answered
 * 303 to a thank-you page when stored, or the page again with the values and messages when refused.
 * No server bundle here: the server embeds the form's state in the page itself (the browser tests
 * render the real pages).
 */
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>';
const SECRET = 'forms-test-secret';
const MIN_MS = 3000;
/** A token issued as if the form had been shown this long ago. */
const tokens = new FormTokens(SECRET, MIN_MS);
const shownAgo = (ms = 10_000) => tokens.issue(Date.now() - ms);

const valid = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98100 12345', message: 'We need a 5-page site with a booking form.' };

/** The form's state embedded in a page (the `nativeForm` read), and the raw page. */
function formStateOf(html: string): NativeFormState {
  const json = /<script type="application\/json" id="reads">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no embedded reads in the page');
  return (JSON.parse(json) as { nativeForm: { data: NativeFormState } }).nativeForm.data;
}

const post = (client: Client, at: string, fields: Record<string, string>) =>
  client.post<string>(at, { raw: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe.each(DB_KINDS)('native form posts [%s]', (kind) => {
  let server: TestServer;
  let websiteDir: string;
  let anon: Client;
  let admin: Client;

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-forms-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    server = await startTestServer(kind, { websiteDir, formTokenSecret: SECRET, formMinMs: MIN_MS });
    anon = new Client(server.url);
    admin = await webLogin(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  const leads = async (query = '') => (await admin.get<{ data: LeadDto[] }>(`/api/v1/contact?limit=100${query}`)).body.data;
  const leadsNamed = async (name: string, query = '') => (await leads(query)).filter((l) => l.name === name);

  it('gives each view of a form page its own token and key, and no shared cache keeps it', async () => {
    const [a, b] = await Promise.all([anon.get<string>('/contactUs'), anon.get<string>('/contactUs')]);
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('private, no-cache');
    const [first, second] = [formStateOf(a.body), formStateOf(b.body)];
    expect(first.form).toBe('contact');
    expect(tokens.check(first.token, Date.now() + MIN_MS)).toBe('ok');
    expect(first.key).not.toBe(second.key);
  });

  it('stores a contact post once and answers 303 to the thank-you page, a resent post too', async () => {
    const name = `Native ${kind} once`;
    // A browser posts a textarea's line breaks as CR LF: stored as the script sends them.
    const fields = { ...valid, name, message: 'Line one\r\nLine two', formToken: shownAgo(), idempotencyKey: `k-${kind}-once`, website: '' };
    const res = await post(anon, '/contactUs', fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you/contact');
    // A reload of the post, and a double click sending two at once: the same answer, nothing more stored.
    const again = await Promise.all([post(anon, '/contactUs', fields), post(anon, '/contactUs', fields)]);
    expect(again.map((r) => [r.status, r.headers.get('location')])).toEqual([
      [303, '/thank-you/contact'],
      [303, '/thank-you/contact'],
    ]);
    const stored = await leadsNamed(name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, name, message: 'Line one\nLine two', status: 'new', source: 'contact' });
    expect((await anon.get('/thank-you/contact')).status).toBe(200);
  });

  it("is one submission with the script's JSON post of the same words under the page's key", async () => {
    const name = `Native ${kind} and script`;
    const formToken = shownAgo();
    const key = `k-${kind}-both`;
    expect((await post(anon, '/contactUs', { ...valid, name, formToken, idempotencyKey: key, website: '' })).status).toBe(303);
    // The script sends the same fields as JSON, in its own order.
    const json = await anon.post('/api/v1/contact', { json: { website: '', formToken, ...valid, name }, headers: { 'Idempotency-Key': key } });
    expect(json.status).toBe(201);
    expect(json.headers.get('idempotent-replayed')).toBe('true');
    expect(await leadsNamed(name)).toHaveLength(1);
  });

  it('answers a refused post 400 with the same page: every value kept (safely embedded) and the message by its field', async () => {
    const name = `Asha "<b>Rao</b>" & Co ${kind}`;
    const before = (await leads()).length;
    const res = await post(anon, '/contactUs', { ...valid, name, email: 'asha@localhost', formToken: shownAgo(), idempotencyKey: `k-${kind}-bad`, website: '' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // The visitor's text never reaches the page as markup: the data script escapes every `<`.
    expect(res.body).not.toContain('<b>Rao');
    const state = formStateOf(res.body);
    expect(state.values).toEqual({ ...valid, name, email: 'asha@localhost' });
    expect(state.errors).toEqual({ email: 'Enter a valid email address' });
    expect(state.message).toMatch(/Nothing was sent yet; everything you typed is still here/);
    expect((await leads()).length).toBe(before);
    // Corrected and sent again with the same key: stored.
    const fixed = await post(anon, '/contactUs', { ...valid, name, formToken: state.token, idempotencyKey: state.key, website: '' });
    expect(fixed.status).toBe(303);
    expect(await leadsNamed(name)).toHaveLength(1);
  });

  it('stores what the spam screen catches as spam and answers it like any other post', async () => {
    const honeypot = `Bot ${kind} honeypot`;
    const hasty = `Bot ${kind} hasty`;
    const forged = `Bot ${kind} forged`;
    const answers = await Promise.all([
      post(anon, '/contactUs', { ...valid, name: honeypot, formToken: shownAgo(), idempotencyKey: `k-${kind}-hp`, website: 'https://spam.example' }),
      post(anon, '/contactUs', { ...valid, name: hasty, formToken: tokens.issue(), idempotencyKey: `k-${kind}-fast`, website: '' }),
      post(anon, '/contactUs', { ...valid, name: forged, formToken: `${Date.now().toString(36)}.forged`, idempotencyKey: `k-${kind}-forged`, website: '' }),
    ]);
    expect(answers.map((r) => [r.status, r.headers.get('location')])).toEqual(Array(3).fill([303, '/thank-you/contact']));
    for (const name of [honeypot, hasty, forged]) {
      expect(await leadsNamed(name), name).toHaveLength(0);
      expect(await leadsNamed(name, '&status=spam'), name).toHaveLength(1);
    }
  });

  it('sends a quote for one product from its page, priced by the server, and refuses a product not on sale', async () => {
    const category = await buildCategory(admin);
    const product = await buildProduct(admin, category._id, { price: '2500' });
    const name = `Quote ${kind}`;
    const res = await post(anon, `/quote?product=${product.slug}&quantity=3`, {
      name,
      email: valid.email,
      phone: valid.phone,
      note: 'Delivery to Pune',
      product: product.slug,
      quantity: '3',
      formToken: shownAgo(),
      idempotencyKey: `k-${kind}-quote`,
      website: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you/quote');
    const [lead] = await leadsNamed(name);
    expect(lead).toMatchObject({ source: 'buyNow', status: 'new' });
    expect(lead?.message).toBe(`Quote request: 3 × ${product.name} (₹2,500 each)\nTotal: ₹7,500\nNote: Delivery to Pune`);

    const missing = await post(anon, '/quote?product=no-such-product', { ...valid, name: `${name} missing`, product: 'no-such-product', quantity: '1', formToken: shownAgo(), website: '' });
    expect(missing.status).toBe(400);
    expect(formStateOf(missing.body).errors).toEqual({ product: 'This product is not in our catalogue any more' });
    expect(await leadsNamed(`${name} missing`)).toHaveLength(0);
  });

  it('stores a review with half a star as pending, and one the spam screen caught as rejected', async () => {
    const name = `Reviewer ${kind}`;
    const res = await post(anon, '/review', { name, feedback: 'Clear plans and on time.', rating: '4.5', formToken: shownAgo(), idempotencyKey: `k-${kind}-review`, website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you/review');
    const bot = `Review bot ${kind}`;
    expect((await post(anon, '/review', { name: bot, feedback: 'Buy now', rating: '5', formToken: shownAgo(), website: 'x' })).status).toBe(303);
    const { data } = (await admin.get<{ data: AdminReviewDto[] }>('/api/reviews/admin?limit=100')).body;
    expect(data.find((r) => r.name === name)).toMatchObject({ rating: 4.5, status: 'pending' });
    expect(data.find((r) => r.name === bot)).toMatchObject({ status: 'rejected' });

    const bad = await post(anon, '/review', { name, feedback: 'Again', rating: '6', formToken: shownAgo(), website: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(formStateOf(bad.body).errors ?? {})).toEqual(['rating']);
  });
});

describe.each(DB_KINDS)('native form posts past the limit [%s]', (kind) => {
  let server: TestServer;
  let websiteDir: string;

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-forms-limit-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    server = await startTestServer(kind, { websiteDir, formTokenSecret: SECRET, formMinMs: MIN_MS, publicWriteLimit: 1 });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  it('answers 429 with the page, Retry-After and the text kept, counted with the JSON posts', async () => {
    const anon = new Client(server.url);
    expect((await anon.post('/api/v1/contact', { json: valid })).status).toBe(201);
    const res = await post(anon, '/contactUs', { ...valid, formToken: shownAgo(), idempotencyKey: 'k-limit', website: '' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const state = formStateOf(res.body);
    expect(state.values).toEqual(valid);
    expect(state.message).toMatch(/^Too many messages from your address\. .* Nothing was sent; everything you typed is still here\.$/);
  });
});
