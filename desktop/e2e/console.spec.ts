import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP_IPC, type ContactMessageDto, type DesktopLinkStatus, type QuietHours, type UserDto } from '@itsite/shared/contract';
import type { EventChannel, EventPayloads, InvokeChannel, InvokeSignatures } from '../src/common/ipcSignatures.js';
import { APP_ORIGIN } from '../src/main/appOrigin.js';
import { createAppRequestHandler } from '../src/main/appProtocol.js';
import { LeadTracker } from '../src/main/leads.js';
import { leadNotifications, shouldNotify, windowVisibility, type NotificationText, type WindowLike } from '../src/main/notifyPolicy.js';
import { startRealtimeLink, type RealtimeLink } from '../src/main/realtimeLink.js';
import { validateServer } from '../src/main/serverAddress.js';
import type { LastSeen } from '../src/main/settingsStore.js';
import { UnreadCounter } from '../src/main/unread.js';
import { adminRoutes } from '@itsite/shared/admin/routes';
import { E2E_ADMIN } from '../../website/e2e/fixtures.js';

/**
 * The desktop console's BUILT page (desktop/out/renderer, from `npm run build -w desktop`) in
 * Chromium, since Electron cannot run here. What Electron's main process does is played by this test
 * process, with the main process's own modules wherever they do not need Electron:
 * - the page is served by the real `app://` handler (createAppRequestHandler: files, CSP header, and
 *   the /api and /uploads proxy that adds the bearer token) behind a small node:http server;
 * - `window.desktop` is a fake preload whose calls land here (exposeFunction), where the server is
 *   checked with the real validateServer, the login really POSTs /api/v1/login with client "desktop"
 *   and the token stays in this process, the realtime link is the real ws client (startRealtimeLink),
 *   and leads go through the real LeadTracker, UnreadCounter and notification rule (notifyPolicy).
 * Only what needs Electron is replaced: safeStorage (the token is kept in memory) and the native
 * Notification (requests are recorded).
 *
 * The console gets a backend of its own (website/e2e/serve.ts on a free port, fresh database with
 * the demo content): leads are counted from every contact message the server announces, and the
 * website's tests, running in parallel, send contact messages to the shared one.
 */

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const rendererDir = path.join(repoRoot, 'desktop', 'out', 'renderer');
const CONTACT_ROUTE = adminRoutes.contact;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** website/e2e/serve.ts (built backend, fresh SQLite, demo content, e2e admin) on its own port. */
async function startBackend(): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'website', 'e2e', 'serve.ts')], {
    cwd: path.join(repoRoot, 'website'),
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the console's backend exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the console backend did not become ready within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The main process of the console, minus Electron. Mirrors ConsoleController (which cannot be
 * imported here: its session module loads `electron` for safeStorage) channel for channel.
 */
class FakeMain {
  origin: string | null = null;
  /** The bearer token: in this process only, as in the main process (there: encrypted on disk). */
  token: string | null = null;
  quietHours: QuietHours = { enabled: false, from: '20:00', to: '08:00' };
  lastSeen: LastSeen | null = null;
  readonly unread = new UnreadCounter(0);
  readonly unreadChanges: number[] = [];
  /** What the native notifier would have shown. */
  readonly notifications: NotificationText[] = [];
  readonly serverChecks: string[] = [];
  catchUps = 0;
  linkStatus: DesktopLinkStatus = 'idle';
  private link: RealtimeLink | null = null;
  /** The console's window as the system sees it: open, but the person works in another program. */
  readonly window: WindowLike = { isDestroyed: () => false, isVisible: () => true, isMinimized: () => false, isFocused: () => false };
  private readonly leads: LeadTracker;

  constructor(private readonly send: <C extends EventChannel>(channel: C, payload: EventPayloads[C]) => void) {
    this.unread.subscribe((count) => {
      this.unreadChanges.push(count);
      send('unread:on-change', count);
    });
    this.leads = new LeadTracker({
      unread: this.unread,
      loadLastSeen: () => this.lastSeen,
      saveLastSeen: (lastSeen) => {
        this.lastSeen = lastSeen;
      },
      onNewLeads: (leads) => this.notifyLeads(leads),
    });
  }

  /** notifier.ts without Electron's Notification: the same rule, the same texts, recorded. */
  private notifyLeads(leads: ContactMessageDto[]): void {
    if (!shouldNotify(windowVisibility(this.window), new Date(), this.quietHours)) return;
    this.notifications.push(...leadNotifications(leads));
  }

  private async request<T>(method: string, apiPath: string, body?: unknown, withToken = true): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (withToken && this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await fetch(`${this.origin}${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  private setLinkStatus(status: DesktopLinkStatus): void {
    if (status === this.linkStatus) return;
    this.linkStatus = status;
    this.send('realtime:on-status', status);
  }

  private syncLink(): void {
    this.link?.close();
    this.link = null;
    if (!this.origin || !this.token) {
      this.setLinkStatus('idle');
      return;
    }
    this.link = startRealtimeLink({
      serverOrigin: this.origin,
      token: this.token,
      onFrame: (frame) => {
        if (frame.event === 'newContactMessage') this.leads.live(frame.data);
        this.send('realtime:on-frame', frame);
      },
      onStatus: (status) => this.setLinkStatus(status),
      onOnline: () => void this.catchUp(),
      onUnauthorized: () => {
        this.token = null;
        this.syncLink();
        this.send('app:on-navigate', '/wp-admin');
      },
    });
  }

  private async catchUp(): Promise<void> {
    const res = await this.request<{ data?: ContactMessageDto[] }>('GET', '/api/v1/contact');
    if (res.status === 200 && Array.isArray(res.body.data)) this.leads.catchUp(res.body.data);
    this.catchUps++;
  }

  close(): void {
    this.link?.close();
    this.link = null;
  }

  private readonly handlers: { [C in InvokeChannel]: (...args: Parameters<InvokeSignatures[C]>) => Awaited<ReturnType<InvokeSignatures[C]>> | ReturnType<InvokeSignatures[C]> } = {
    'auth:login': async (email, password) => {
      const res = await this.request<{ user?: UserDto; token?: string; message?: string }>('POST', '/api/v1/login', { email, password, client: 'desktop' }, false);
      if (res.status !== 200 || !res.body.user || !res.body.token) {
        return { ok: false, error: { status: res.status, message: res.body.message ?? `Request failed (${res.status})` } };
      }
      this.token = res.body.token;
      this.syncLink();
      return { ok: true, value: { user: res.body.user } };
    },
    'auth:login-code': async (ticket, proof) => {
      const res = await this.request<{ user?: UserDto; token?: string; message?: string }>('POST', '/api/v1/login/code', { ticket, ...proof, client: 'desktop' }, false);
      if (res.status !== 200 || !res.body.user || !res.body.token) {
        return { ok: false, error: { status: res.status, message: res.body.message ?? `Request failed (${res.status})` } };
      }
      this.token = res.body.token;
      this.syncLink();
      return { ok: true, value: res.body.user };
    },
    'auth:me': async () => {
      if (!this.token) return { ok: false, error: { status: 401, message: 'Not signed in' } };
      const res = await this.request<{ user?: UserDto; message?: string }>('GET', '/api/v1/me');
      return res.status === 200 && res.body.user ? { ok: true, value: res.body.user } : { ok: false, error: { status: res.status, message: res.body.message ?? 'Not signed in' } };
    },
    'auth:logout': async () => {
      if (this.token) await this.request('GET', '/api/v1/logout');
      this.token = null;
      this.syncLink();
      return { ok: true, value: null };
    },
    'server:get': () => this.origin,
    'server:set': async (address) => {
      this.serverChecks.push(address);
      const checked = await validateServer(address, fetch);
      if (checked.ok && checked.origin !== this.origin) {
        this.origin = checked.origin;
        this.token = null;
        this.lastSeen = null;
        this.syncLink();
        this.unread.markAllRead();
      }
      return checked;
    },
    'realtime:status': () => this.linkStatus,
    'unread:count': () => this.unread.count,
    'unread:mark-all-read': () => this.unread.markAllRead(),
    'settings:get': () => ({ quietHours: this.quietHours }),
    'settings:set-quiet-hours': (quietHours) => {
      this.quietHours = quietHours;
      return { quietHours };
    },
    'app:version': () => '0.0.0-e2e',
  };

  invoke(channel: string, args: unknown[]): unknown {
    if (!Object.hasOwn(this.handlers, channel)) throw new Error(`unknown channel ${channel}`);
    const handler = this.handlers[channel as InvokeChannel] as (...a: unknown[]) => unknown;
    return handler(...args);
  }
}

/**
 * The preload's `window.desktop`, installed before the page's scripts. Runs in the page: it only
 * forwards calls to the test process and events from it, like the real preload over IPC.
 */
function installFakePreload(ipc: typeof DESKTOP_IPC): void {
  type Listener = (payload: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  const w = window as unknown as {
    __desktopInvoke(channel: string, args: unknown[]): Promise<unknown>;
    __desktopEmit(channel: string, payload: unknown): void;
    desktop: unknown;
  };
  w.__desktopEmit = (channel, payload) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  const invoke =
    (channel: string) =>
    (...args: unknown[]) =>
      w.__desktopInvoke(channel, args);
  const subscribe = (channel: string) => (listener: Listener) => {
    const set = listeners.get(channel) ?? new Set<Listener>();
    listeners.set(channel, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  w.desktop = Object.freeze({
    auth: { login: invoke(ipc.authLogin), me: invoke(ipc.authMe), logout: invoke(ipc.authLogout) },
    server: { get: invoke(ipc.serverGet), set: invoke(ipc.serverSet) },
    realtime: { status: invoke(ipc.realtimeStatus), onStatus: subscribe(ipc.onRealtimeStatus), onFrame: subscribe(ipc.onRealtimeFrame) },
    unread: { count: invoke(ipc.unreadCount), onChange: subscribe(ipc.onUnreadChange), markAllRead: invoke(ipc.unreadMarkAllRead) },
    settings: { get: invoke(ipc.settingsGet), setQuietHours: invoke(ipc.settingsSetQuietHours) },
    app: { version: invoke(ipc.appVersion), onNavigate: subscribe(ipc.onNavigate) },
  });
}

/** app://console as a loopback http server: each request goes through the real app:// handler. */
async function startConsoleOrigin(main: FakeMain): Promise<{ url: string; close(): Promise<void> }> {
  const handle = createAppRequestHandler({
    rendererDir,
    serverOrigin: () => main.origin,
    token: () => main.token,
    fetch: (input, init) => fetch(input, init),
  });
  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(`${APP_ORIGIN}${req.url ?? '/'}`, {
      method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
      signal: aborted.signal,
    } as RequestInit);
    handle(request).then(
      (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body) Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).on('error', () => res.destroy()).pipe(res);
        else res.end();
      },
      () => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let backend: Awaited<ReturnType<typeof startBackend>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  backend = await startBackend();
});

test.afterAll(async () => {
  await backend?.stop();
});

async function openConsole(page: Page) {
  const main = new FakeMain((channel, payload) => {
    // Like webContents.send: delivered if the page is there, dropped otherwise.
    page.evaluate(([c, p]) => (window as unknown as { __desktopEmit?(c: string, p: unknown): void }).__desktopEmit?.(c, p), [channel, payload] as const).catch(() => undefined);
  });
  const origin = await startConsoleOrigin(main);
  await page.exposeFunction('__desktopInvoke', (channel: string, args: unknown[]) => main.invoke(channel, args));
  await page.addInitScript(installFakePreload, DESKTOP_IPC);
  return { main, origin };
}

test('desktop console: first run, login, and a new lead raises a notification and the unread count', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { main, origin } = await openConsole(page);
  try {
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiCalls.push(r.url());
    });
    await page.goto(`${origin.url}/index.html`);

    // First run: no server yet, so the address screen.
    await expect(page.getByRole('heading', { name: 'Connect to your server' })).toBeVisible();
    await expect(page).toHaveURL(/#\/setup$/);
    const address = page.getByLabel('Server address');
    // An address where nothing answers is refused and not remembered.
    const closedPort = await freePort();
    await address.fill(`http://127.0.0.1:${closedPort}`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText(`The server could not be reached at http://127.0.0.1:${closedPort}`)).toBeVisible();
    expect(main.origin).toBeNull();

    // The real one (typed with a trailing slash: only the origin is kept), checked with /healthz.
    await address.fill(`${backend.origin}/`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page).toHaveURL(/#\/wp-admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(main.origin).toBe(backend.origin);
    expect(main.serverChecks).toEqual([`http://127.0.0.1:${closedPort}`, `${backend.origin}/`]);
    await expect(page.getByTestId('server-address')).toHaveText(backend.origin);

    // Remembered: a reload goes straight to the login.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page).toHaveURL(/#\/wp-admin$/);

    // Login through the shared admin's form, signed in by the "main process".
    await page.getByPlaceholder('Email or Phone').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/#\/admin\/products$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    expect(main.token).toBeTruthy();
    const strip = page.getByRole('banner', { name: 'Console status' });
    await expect(strip).toContainText('Live');
    // The first connection's catch-up sets the baseline: the demo's messages are not new leads.
    await expect.poll(() => main.catchUps).toBeGreaterThan(0);
    expect(main.unread.count).toBe(0);
    // The page's API calls went through its own origin (the token was added there), never the login.
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((u) => u.startsWith(`${origin.url}/api/`))).toBe(true);
    expect(apiCalls.some((u) => new URL(u).pathname === '/api/v1/login')).toBe(false);
    // The token never reached the page.
    const pageStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(pageStorage).not.toContain(main.token);

    // A visitor sends the contact form to the server.
    const name = `Ravi ${Date.now().toString(36)}`;
    const sent = await request.post(`${backend.origin}/api/v1/contact`, {
      data: { name, email: 'ravi@example.in', phone: '+91 98100 54321', message: '\nPlease quote a shop website.\nWe sell spices.' },
    });
    expect(sent.status()).toBe(201);

    // The realtime link told the "main process": one notification request, sender and first line.
    await expect.poll(() => main.notifications).toEqual([{ title: name, body: 'Please quote a shop website.' }]);
    await expect.poll(() => main.unread.count).toBe(1);
    expect(main.unreadChanges).toEqual([1]);
    const unreadButton = strip.getByRole('button', { name: '1 unread lead' });
    await expect(unreadButton).toBeVisible();

    // Opening the contact messages screen shows it on top and marks everything read.
    await unreadButton.click();
    await expect(page).toHaveURL(new RegExp(`#${CONTACT_ROUTE}$`));
    const table = page.getByRole('table', { name: 'Contact messages' });
    const firstRow = table.locator('tbody tr:has(td:nth-child(6))').first();
    await expect(firstRow).toContainText(name);
    await expect(firstRow).toContainText('Please quote a shop website.');
    await expect.poll(() => main.unread.count).toBe(0);
    expect(main.unreadChanges).toEqual([1, 0]);
    await expect(strip.getByRole('button', { name: /unread lead/ })).toHaveCount(0);
  } finally {
    main.close();
    await origin.close();
  }
});
