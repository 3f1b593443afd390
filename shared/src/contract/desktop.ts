import type { FieldError } from './errors.js';
import type { RealtimeFrame } from './realtime.js';
import type { SignInProof, SignInResult } from './staff.js';
import type { UserDto } from './types.js';

/**
 * The desktop console's bridge between its page and its main process (`window.desktop`). The page
 * never sees the bearer token nor the network outside its own origin: everything that needs them
 * goes through this object, and the main process validates every argument it receives.
 */

/** The console's live link to the server, owned by the main process. */
export type DesktopLinkStatus =
  /** Not wanted: no server configured or nobody signed in. */
  | 'idle'
  /** First connection attempt. */
  | 'connecting'
  | 'online'
  /** Lost or never reached; the main process keeps retrying. */
  | 'offline';

/** Notifications stay silent between `from` and `to` (`HH:MM`, local time; may cross midnight). */
export interface QuietHours {
  enabled: boolean;
  from: string;
  to: string;
}

export interface DesktopSettings {
  quietHours: QuietHours;
}

/** A refused call, shaped like the API's JSON errors so the page can raise its usual ApiError. */
export interface DesktopFailure {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  message: string;
  errors?: FieldError[];
}

/** Results cross the bridge as values: a rejected IPC call would lose its status and field errors. */
export type DesktopResult<T> = { ok: true; value: T } | { ok: false; error: DesktopFailure };

export type ServerCheckResult = { ok: true; origin: string } | { ok: false; message: string };

export type Unsubscribe = () => void;

export interface DesktopApi {
  auth: {
    login(email: string, password: string): Promise<DesktopResult<SignInResult<UserDto>>>;
    /** The second step of a sign-in whose password step answered a challenge. */
    loginWithCode(ticket: string, proof: SignInProof): Promise<DesktopResult<UserDto>>;
    me(): Promise<DesktopResult<UserDto>>;
    logout(): Promise<DesktopResult<null>>;
  };
  server: {
    /** The remembered server origin, or null before the first-run setup. */
    get(): Promise<string | null>;
    /** Validates the address, checks `/healthz`, and only then remembers it (signing out of the old one). */
    set(address: string): Promise<ServerCheckResult>;
  };
  realtime: {
    status(): Promise<DesktopLinkStatus>;
    onStatus(listener: (status: DesktopLinkStatus) => void): Unsubscribe;
    onFrame(listener: (frame: RealtimeFrame) => void): Unsubscribe;
  };
  unread: {
    count(): Promise<number>;
    onChange(listener: (count: number) => void): Unsubscribe;
    markAllRead(): Promise<void>;
  };
  settings: {
    get(): Promise<DesktopSettings>;
    setQuietHours(quietHours: QuietHours): Promise<DesktopSettings>;
  };
  app: {
    version(): Promise<string>;
    /** The main process asks the page to show a route (a notification was clicked). */
    onNavigate(listener: (path: string) => void): Unsubscribe;
  };
}

/** IPC channel names, one place for the preload and the main process. */
export const DESKTOP_IPC = {
  authLogin: 'auth:login',
  authLoginCode: 'auth:login-code',
  authMe: 'auth:me',
  authLogout: 'auth:logout',
  serverGet: 'server:get',
  serverSet: 'server:set',
  realtimeStatus: 'realtime:status',
  unreadCount: 'unread:count',
  unreadMarkAllRead: 'unread:mark-all-read',
  settingsGet: 'settings:get',
  settingsSetQuietHours: 'settings:set-quiet-hours',
  appVersion: 'app:version',
  // main → page events
  onRealtimeStatus: 'realtime:on-status',
  onRealtimeFrame: 'realtime:on-frame',
  onUnreadChange: 'unread:on-change',
  onNavigate: 'app:on-navigate',
} as const;
