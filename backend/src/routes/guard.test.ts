import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DB_KINDS, nonAdminClient, startTestServer, webLogin, type TestServer } from '../test/harness.js';
import { requireAdmin } from '../middlewares/auth.js';
import { endpoints, type Endpoint } from '@itsite/shared/contract';

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface RouteSpec {
  method: string;
  path: string;
  /** The path with every parameter filled in, so the request reaches the route. */
  url: string;
  guarded: boolean;
}

/** Every route of the router, method by method, from the router itself: a new route cannot hide. */
function routesOf(server: TestServer): RouteSpec[] {
  const specs: RouteSpec[] = [];
  for (const layer of server.running.app.router.stack) {
    const path = String(layer.path);
    const url = path.replace(/:\w+/g, '000000000000000000000000');
    for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
      specs.push({ method, path, url, guarded: layer.stack.includes(requireAdmin) });
    }
  }
  return specs;
}

describe.each(DB_KINDS)('admin guard on every route [%s]', (kind) => {
  let server: TestServer;
  let routes: RouteSpec[];
  let mustGuard: RouteSpec[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    routes = routesOf(server);
    const adminOnly = new Set(Object.values(endpoints).filter((e) => e.access === 'admin').map((e) => `${e.method} ${e.path}`));
    mustGuard = routes.filter((r) => adminOnly.has(`${r.method} ${r.path}`));
  });
  afterAll(() => server?.close());

  it('finds the API routes in the router', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(mustGuard.length).toBeGreaterThan(15);
  });

  it('registers exactly the declared endpoints, so no route escapes its declared access', () => {
    const registered = routes.map((r) => `${r.method} ${r.path}`).sort();
    const declared = Object.values(endpoints).map((e) => `${e.method} ${e.path}`).sort();
    expect(registered).toEqual(declared);
  });

  it('lets visitors write only through the contact form, a review and signing in or out', () => {
    const openWrites = Object.values(endpoints)
      .filter((e) => MUTATING.includes(e.method) && e.access !== 'admin')
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(openWrites).toEqual(['POST /api/reviews', 'POST /api/v1/contact', 'POST /api/v1/login', 'POST /api/v1/logout']);
    // A visitor's write is limited per address; signing in has its own throttle, signing out needs a session.
    const unlimited = Object.values<Endpoint>(endpoints)
      .filter((e) => MUTATING.includes(e.method) && e.access === 'public' && e.limit !== 'publicWrite')
      .map((e) => e.path);
    expect(unlimited).toEqual(['/api/v1/login']);
    const adminReads = Object.values(endpoints).filter((e) => e.method === 'GET' && e.access === 'admin').map((e) => e.path).sort();
    // The lead inbox's reads (list, export, one lead, its settings, undelivered alerts) are staff-only like the list.
    const leadReads = ['/api/v1/admin/outbox', '/api/v1/admin/settings/leads', '/api/v1/contact', '/api/v1/contact/:id', '/api/v1/contact/export/csv'];
    expect(adminReads.filter((p) => !leadReads.includes(p))).toEqual(['/api/reviews/admin', '/api/v1/admin/blogs', '/api/v1/admin/dashboard', '/api/v1/admin/products'].sort());
    expect(adminReads.filter((p) => leadReads.includes(p))).toEqual(leadReads);
  });

  it('puts requireAdmin on every admin endpoint', () => {
    const unguarded = mustGuard.filter((r) => !r.guarded).map((r) => `${r.method} ${r.path}`);
    expect(unguarded).toEqual([]);
  });

  it('answers 401 to a visitor on every guarded route', async () => {
    const anon = new Client(server.url);
    for (const r of mustGuard) {
      const res = await anon.request(r.method, r.url, r.method === 'GET' ? {} : { json: {} });
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 401 });
      expect(res.body).toMatchObject({ success: false });
    }
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    const user = await nonAdminClient(server);
    for (const r of mustGuard) {
      const res = await user.request(r.method, r.url, r.method === 'GET' ? {} : { json: {} });
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 403 });
    }
  });

  it('answers 403 to an admin cookie session that sends no XSRF header on every guarded write', async () => {
    const admin = await webLogin(server.url);
    const noXsrf = new Client(server.url, { cookie: admin.auth.cookie });
    for (const r of mustGuard.filter((x) => MUTATING.includes(x.method))) {
      const res = await noXsrf.request(r.method, r.url, { json: {} });
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 403 });
    }
  });
});
