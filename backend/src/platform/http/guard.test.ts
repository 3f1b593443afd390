import { beforeAll, describe, expect, it } from 'vitest';
import { Client, DB_KINDS, staffClient, type TestServer, webLogin, withServer } from '../../test/harness.js';
import { requireAccess } from './auth.js';
import { ROLES, endpoints, mayUse, type Access, type Endpoint, type Role } from '@itsite/shared/contract';

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];
type Guarded = Exclude<Access, 'public'>;
const ACCESSES: Guarded[] = ['signedIn', 'admin', 'content', 'leads', 'applications'];

interface RouteSpec {
  method: string;
  path: string;
  /** The path with every parameter filled in, so the request reaches the route. */
  url: string;
  /** The guard the router runs in front of the handler (none for public routes). */
  guard: Guarded | null;
  /** What the endpoint table declares. */
  access: Access;
}

const declared = new Map(Object.values<Endpoint>(endpoints).map((e) => [`${e.method} ${e.path}`, e]));

/** Every route of the router, method by method, from the router itself: a new route cannot hide. */
function routesOf(server: TestServer): RouteSpec[] {
  const specs: RouteSpec[] = [];
  for (const layer of server.running.app.router.stack) {
    const path = String(layer.path);
    const url = path.replace(/:\w+/g, '000000000000000000000000');
    const guards = ACCESSES.filter((a) => layer.stack.includes(requireAccess(a)));
    for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
      specs.push({ method, path, url, guard: guards.length === 1 ? guards[0] : null, access: declared.get(`${method} ${path}`)?.access ?? 'public' });
    }
  }
  return specs;
}

/** What a role (or a visitor, `null`) must get from a guarded route: 401, 403, or through the guard. */
const expected = (access: Guarded, role: Role | null): 401 | 403 | 'through' =>
  role === null ? 401 : access === 'signedIn' || mayUse(role, access) ? 'through' : 403;

/**
 * The role matrix of the issue, by the tag an endpoint is filed under: content for admins and
 * editors, leads for admins and sales, settings and staff for admins only.
 */
function areaByTag(e: Endpoint): Access {
  if (e.access === 'public') return 'public';
  switch (e.tag) {
    case 'Products':
    case 'Categories':
    case 'Blogs':
    case 'Home content':
    case 'Reviews':
      return 'content';
    case 'Settings':
    case 'Audit':
      return 'admin';
    case 'Analytics':
      // Lead attribution's conversion report is the sales role's too.
      return e.path.includes('/analytics/conversions') ? 'leads' : 'admin';
    case 'Staff':
      return e.path === '/api/v1/staff/lead-owners' ? 'leads' : 'admin';
    case 'Auth':
      return 'signedIn';
    case 'Applications':
      return 'applications';
    case 'Leads':
      // The dashboard is everyone's (its parts follow the role); lead settings and alert deliveries are settings.
      if (e.path === '/api/v1/admin/dashboard') return 'signedIn';
      return e.path.startsWith('/api/v1/admin/') ? 'admin' : 'leads';
    default:
      return e.access;
  }
}

describe.each(DB_KINDS)('role guard on every route [%s]', (kind) => {
  
  let routes: RouteSpec[];
  let guarded: Array<RouteSpec & { access: Guarded }>;
  const clients = new Map<Role | null, Client>();

  const t = withServer(kind);
  beforeAll(async () => {
    
    routes = routesOf(t.server);
    guarded = routes.filter((r): r is RouteSpec & { access: Guarded } => r.access !== 'public');
    clients.set(null, new Client(t.server.url));
    clients.set('admin', await webLogin(t.server.url));
    for (const role of ROLES.filter((r) => r !== 'admin')) clients.set(role, await staffClient(t.server, role));
  });

  it('finds the API routes in the router, in every area', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const access of ACCESSES) expect(guarded.filter((r) => r.access === access).length).toBeGreaterThan(2);
  });

  it('registers exactly the declared endpoints, so no route escapes its declared access', () => {
    const registered = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(registered).toEqual([...declared.keys()].sort());
  });

  it('puts the guard of its declared access on every route, and none on public ones', () => {
    const wrong = routes.filter((r) => r.guard !== (r.access === 'public' ? null : r.access)).map((r) => `${r.method} ${r.path}: ${r.guard} ≠ ${r.access}`);
    expect(wrong).toEqual([]);
  });

  it('files every endpoint under the area its kind of record belongs to (content, leads, settings and staff)', () => {
    const misfiled = Object.entries<Endpoint>(endpoints)
      .filter(([, e]) => areaByTag(e) !== e.access)
      .map(([name, e]) => `${name}: ${e.access}, expected ${areaByTag(e)}`);
    expect(misfiled).toEqual([]);
  });

  it("lets visitors write only through the contact form, a review, an application, signing in (and its code step) or out, a set-password link and a page view's beacon", () => {
    const openWrites = Object.values<Endpoint>(endpoints)
      .filter((e) => MUTATING.includes(e.method) && e.access === 'public')
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(openWrites).toEqual(['POST /api/reviews', 'POST /api/v1/careers/:slug/applications', 'POST /api/v1/contact', 'POST /api/v1/event', 'POST /api/v1/login', 'POST /api/v1/login/code', 'POST /api/v1/logout', 'POST /api/v1/password-link']);
    // A visitor's write is limited per address; signing in, its code step and a link's token have
    // the sign-in throttle, signing out only ends the caller's own session, and the page-view beacon
    // has its own per-address limit (routes/analytics, ANALYTICS_EVENT_LIMIT).
    const unlimited = Object.values<Endpoint>(endpoints)
      .filter((e) => MUTATING.includes(e.method) && e.access === 'public' && e.limit !== 'publicWrite')
      .map((e) => e.path)
      .sort();
    expect(unlimited).toEqual(['/api/v1/event', '/api/v1/login', '/api/v1/login/code', '/api/v1/logout', '/api/v1/password-link']);
  });

  it('gives admin every area, editor content only, sales leads only, recruiter applications only', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, ACCESSES.filter((a) => a !== 'signedIn' && mayUse(role, a))]));
    expect(table).toEqual({ admin: ['admin', 'content', 'leads', 'applications'], editor: ['content'], sales: ['leads'], recruiter: ['applications'] });
  });

  // The matrix: every guarded route × every role × a visitor, generated from the route table.
  it.each([['a visitor', null], ...ROLES.map((r) => [r, r])] as Array<[string, Role | null]>)('answers %s exactly as the role allows on every guarded route', async (_label, role) => {
    const client = clients.get(role) as Client;
    const wrong: string[] = [];
    for (const r of guarded) {
      const res = await client.request(r.method, r.url, r.method === 'GET' ? {} : { json: {} });
      const want = expected(r.access, role);
      const got = res.status === 401 || res.status === 403 ? res.status : 'through';
      if (got !== want) wrong.push(`${r.method} ${r.path} (${r.access}): ${res.status}, expected ${want}`);
      if (typeof want === 'number') expect(res.body).toMatchObject({ success: false });
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a cookie session that sends no XSRF header on every guarded write', async () => {
    const admin = clients.get('admin') as Client;
    const noXsrf = new Client(t.server.url, { cookie: admin.auth.cookie });
    for (const r of guarded.filter((x) => MUTATING.includes(x.method))) {
      const res = await noXsrf.request(r.method, r.url, { json: {} });
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 403 });
    }
  });
});
