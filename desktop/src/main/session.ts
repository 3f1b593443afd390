import { api } from '@itsite/shared/contract';
import type { ContactMessageDto, DesktopFailure, DesktopResult, FieldError, LeadStatus, SignInProof, SignInResult, UserDto } from '@itsite/shared/contract';
import type { FetchLike } from './appProtocol.js';
import { EncryptionUnavailableError, type TokenStore } from './tokenStore.js';

export const REQUEST_TIMEOUT_MS = 20_000;

export interface SessionDeps {
  fetch: FetchLike;
  tokens: TokenStore;
  /**
   * This device's token from its last sign-in (encrypted too): sent with the next sign-in, so that
   * when someone guesses the account's password from elsewhere, this console can still sign in.
   */
  devices?: TokenStore;
  serverOrigin(): string | null;
  /** Signed in or out: the realtime link follows. */
  onChange?(signedIn: boolean): void;
  timeoutMs?: number;
}

const fail = (status: number, message: string, errors?: FieldError[]): { ok: false; error: DesktopFailure } => ({
  ok: false,
  error: errors?.length ? { status, message, errors } : { status, message },
});

/**
 * The console's sign-in, done by the main process so the bearer token never reaches the page:
 * `POST /api/v1/login` with `client: "desktop"`, then every request carries the token.
 */
export class DesktopSession {
  constructor(private readonly deps: SessionDeps) {}

  token(): string | null {
    return this.deps.tokens.load();
  }

  signedIn(): boolean {
    return this.token() !== null && this.deps.serverOrigin() !== null;
  }

  async login(email: string, password: string): Promise<DesktopResult<SignInResult<UserDto>>> {
    // Checked first: credentials are not sent for a token that could not be kept safely.
    if (!this.deps.tokens.canStore()) return fail(0, new EncryptionUnavailableError().message);
    const device = this.deps.devices?.load() ?? undefined;
    const res = await this.request<{ user?: UserDto; token?: string; device?: string; twoFactorRequired?: boolean; ticket?: string; expiresAt?: string }>(
      'POST',
      api.login,
      { email, password, client: 'desktop', ...(device && { device }) },
      false,
    );
    if (!res.ok) return res;
    // Two-step sign-in: no token yet; the page asks for the code and sends it with this ticket.
    if (res.value.twoFactorRequired) {
      const { ticket, expiresAt } = res.value;
      if (typeof ticket !== 'string' || !ticket) return fail(502, 'The server did not return a sign-in ticket');
      return { ok: true, value: { challenge: { ticket, expiresAt: expiresAt ?? '' } } };
    }
    const kept = this.keep(res.value);
    return kept.ok ? { ok: true, value: { user: kept.value } } : kept;
  }

  /** The code step: the password step's ticket with a code or a recovery code; the token is kept here, as after a plain sign-in. */
  async loginWithCode(ticket: string, proof: SignInProof): Promise<DesktopResult<UserDto>> {
    if (!this.deps.tokens.canStore()) return fail(0, new EncryptionUnavailableError().message);
    const res = await this.request<{ user?: UserDto; token?: string; device?: string }>('POST', api.loginCode, { ticket, ...proof, client: 'desktop' }, false);
    return res.ok ? this.keep(res.value) : res;
  }

  /** Keeps a sign-in's token and device token (encrypted) and says the console is signed in. */
  private keep({ user, token, device }: { user?: UserDto; token?: string; device?: string }): DesktopResult<UserDto> {
    if (!user || typeof token !== 'string' || !token) return fail(502, 'The server did not return a desktop session');
    try {
      this.deps.tokens.save(token);
      // Kept after signing out (it says this console signed in before; it opens nothing by itself).
      if (typeof device === 'string' && device) this.deps.devices?.save(device);
    } catch (err) {
      return fail(0, err instanceof Error ? err.message : 'The sign-in could not be stored');
    }
    this.deps.onChange?.(true);
    return { ok: true, value: user };
  }

  async me(): Promise<DesktopResult<UserDto>> {
    if (!this.token()) return fail(401, 'Not signed in');
    const res = await this.request<{ user?: UserDto }>('GET', api.me);
    if (!res.ok) {
      // The session ended on the server (expired, revoked): forget the token.
      if (res.error.status === 401) this.forget();
      return res;
    }
    return res.value.user ? { ok: true, value: res.value.user } : fail(502, 'The server did not return the user');
  }

  async logout(): Promise<DesktopResult<null>> {
    if (this.token()) {
      // Best effort: signing out locally must work offline too; the server session then expires.
      await this.request('POST', api.logout).catch(() => undefined);
    }
    this.forget();
    return { ok: true, value: null };
  }

  /** Drops the token without asking the server (it ended there, or the server address changed). */
  forget(): void {
    const had = this.token() !== null;
    this.deps.tokens.clear();
    if (had) this.deps.onChange?.(false);
  }

  async contactMessages(): Promise<DesktopResult<ContactMessageDto[]>> {
    const res = await this.request<{ data?: ContactMessageDto[] }>('GET', api.contact);
    if (!res.ok) return res;
    return Array.isArray(res.value.data) ? { ok: true, value: res.value.data } : fail(502, 'Unexpected answer from the server');
  }

  /** The signed-in person's unread leads, as the server keeps them (the inbox's `unread`). */
  async unreadCount(): Promise<DesktopResult<number>> {
    const res = await this.request<{ unread?: unknown }>('GET', `${api.contact}?limit=1`);
    if (!res.ok) return res;
    const n = res.value?.unread;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? { ok: true, value: n } : fail(502, 'Unexpected answer from the server');
  }

  /** Changes one lead's status, as the inbox does (`PATCH /api/v1/contact/:id`, e.g. "Mark contacted" on its notification). */
  async setLeadStatus(id: string, status: LeadStatus): Promise<DesktopResult<null>> {
    const res = await this.request<unknown>('PATCH', api.contactMessage(id), { status });
    return res.ok ? { ok: true, value: null } : res;
  }

  /** One JSON request to the server, answered as a value (never thrown) with the API's error shape. */
  async request<T>(method: string, path: string, body?: unknown, withToken = true): Promise<DesktopResult<T>> {
    const origin = this.deps.serverOrigin();
    if (!origin) return fail(0, 'No server is configured');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = withToken ? this.token() : null;
    if (token) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await this.deps.fetch(`${origin}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
      });
    } catch {
      return fail(0, 'The server could not be reached');
    }
    let parsed: unknown;
    try {
      const text = await res.text();
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const b = (parsed ?? {}) as { message?: unknown; errors?: unknown };
      const message = typeof b.message === 'string' && b.message ? b.message : `Request failed (${res.status})`;
      return fail(res.status, message, Array.isArray(b.errors) ? (b.errors as FieldError[]) : undefined);
    }
    return { ok: true, value: parsed as T };
  }
}
