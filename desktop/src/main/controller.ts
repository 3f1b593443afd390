import { adminRoutes } from '@itsite/shared/admin/routes';
import type { ContactMessageDto, DesktopLinkStatus, DesktopResult, QuietHours } from '@itsite/shared/contract';
import type { EventChannel, EventPayloads } from '../common/ipcSignatures.js';
import type { FetchLike } from './appProtocol.js';
import type { IpcHandlers } from './ipc.js';
import { LeadTracker, type LeadSource } from './leads.js';
import { startRealtimeLink, type RealtimeLink, type RealtimeLinkOptions } from './realtimeLink.js';
import { validateServer } from './serverAddress.js';
import { DesktopSession } from './session.js';
import type { SettingsStore } from './settingsStore.js';
import type { TokenStore } from './tokenStore.js';
import { UnreadCounter } from './unread.js';

/** Where the tray's "Contact messages" and a notification summing up several leads take the page. */
export const CONTACT_ROUTE = adminRoutes.contact;

export interface ControllerDeps {
  settings: SettingsStore;
  tokens: TokenStore;
  /** This console's device token (see DesktopSession). */
  devices?: TokenStore;
  fetch: FetchLike;
  appVersion: string;
  /** Sends an event to the page, if a page is open. */
  send<C extends EventChannel>(channel: C, payload: EventPayloads[C]): void;
  notifyLeads(leads: ContactMessageDto[], source: LeadSource): void;
  /** Tests replace the ws link. */
  startLink?: (opts: RealtimeLinkOptions) => RealtimeLink;
  healthTimeoutMs?: number;
}

/**
 * The console's state outside the page: server, sign-in, realtime link, unread leads and
 * settings. Each IPC call lands here after validation; the page is told of changes by events.
 */
export class ConsoleController {
  readonly unread: UnreadCounter;
  readonly session: DesktopSession;
  private readonly leads: LeadTracker;
  private link: RealtimeLink | null = null;
  /** What the running link was started with: a new sign-in or server needs a new link. */
  private linkKey = '';
  private linkStatus: DesktopLinkStatus = 'idle';
  private catchingUp = false;

  constructor(private readonly deps: ControllerDeps) {
    this.unread = new UnreadCounter(deps.settings.get().unread);
    this.unread.subscribe((count) => {
      deps.settings.update({ unread: count });
      deps.send('unread:on-change', count);
    });
    this.session = new DesktopSession({
      fetch: deps.fetch,
      tokens: deps.tokens,
      devices: deps.devices,
      serverOrigin: () => deps.settings.get().serverOrigin,
      onChange: () => this.syncLink(),
    });
    this.leads = new LeadTracker({
      unread: this.unread,
      loadLastSeen: () => deps.settings.get().lastSeen,
      saveLastSeen: (lastSeen) => deps.settings.update({ lastSeen }),
      onNewLeads: (leads, source) => deps.notifyLeads(leads, source),
    });
  }

  /** Starts the realtime link if a server is set and someone is signed in (at start, after login). */
  syncLink(): void {
    const origin = this.deps.settings.get().serverOrigin;
    const token = this.session.token();
    if (!origin || !token) {
      this.stopLink();
      return;
    }
    const key = `${origin} ${token}`;
    if (this.link && this.linkKey === key) return;
    this.stopLink();
    this.linkKey = key;
    const start = this.deps.startLink ?? startRealtimeLink;
    this.link = start({
      serverOrigin: origin,
      token,
      onFrame: (frame) => {
        if (frame.event === 'newContactMessage') {
          this.leads.live(frame.data);
          void this.refreshUnread();
        }
        this.deps.send('realtime:on-frame', frame);
      },
      onStatus: (status) => this.setLinkStatus(status),
      onOnline: () => void this.catchUp(),
      onUnauthorized: () => {
        this.session.forget();
        this.deps.send('app:on-navigate', adminRoutes.login);
      },
    });
  }

  stopLink(): void {
    this.link?.close();
    this.link = null;
    this.linkKey = '';
    this.setLinkStatus('idle');
  }

  /** After each (re)connection: leads sent while the console was offline or closed. */
  async catchUp(): Promise<void> {
    if (this.catchingUp) return;
    this.catchingUp = true;
    try {
      const res = await this.session.contactMessages();
      if (res.ok) this.leads.catchUp(res.value);
    } finally {
      this.catchingUp = false;
    }
    await this.refreshUnread();
  }

  /**
   * The unread count follows the server's read state (per person): asked after each
   * (re)connection, each new lead and each "inbox changed" signal from the page. Unreachable, the
   * local count (bumped by new leads) stays.
   */
  async refreshUnread(): Promise<void> {
    const res = await this.session.unreadCount();
    if (res.ok) this.unread.sync(res.value);
  }

  /**
   * "Mark contacted" on a lead's notification: the lead's status changes on the server through the
   * same bearer-token path (`PATCH /api/v1/contact/:id`), then the unread count is re-read. A refusal
   * changes nothing here (the notifier says so); a 401 means the session ended, as for the link.
   */
  async markLeadContacted(id: string): Promise<DesktopResult<null>> {
    const res = await this.session.setLeadStatus(id, 'contacted');
    if (res.ok) {
      await this.refreshUnread();
    } else if (res.error.status === 401) {
      this.session.forget();
      this.deps.send('app:on-navigate', adminRoutes.login);
    }
    return res;
  }

  private setLinkStatus(status: DesktopLinkStatus): void {
    if (status === this.linkStatus) return;
    this.linkStatus = status;
    this.deps.send('realtime:on-status', status);
  }

  quietHours(): QuietHours {
    return this.deps.settings.get().quietHours;
  }

  /** What each IPC channel does (arguments already validated by ipc.ts). */
  readonly handlers: IpcHandlers = {
    'auth:login': (email, password) => this.session.login(email, password),
    'auth:login-code': (ticket, proof) => this.session.loginWithCode(ticket, proof),
    'auth:me': () => this.session.me(),
    'auth:logout': () => this.session.logout(),
    'server:get': () => this.deps.settings.get().serverOrigin,
    'server:set': async (address) => {
      const checked = await validateServer(address, this.deps.fetch, this.deps.healthTimeoutMs);
      if (!checked.ok) return checked;
      const previous = this.deps.settings.get().serverOrigin;
      if (previous !== checked.origin) {
        // The token and the leads seen belong to the old server.
        if (previous) await this.session.logout();
        this.stopLink();
        this.deps.settings.update({ serverOrigin: checked.origin, lastSeen: null });
        this.unread.markAllRead();
      }
      return checked;
    },
    'realtime:status': () => this.linkStatus,
    'unread:count': () => this.unread.count,
    // The page's "inbox changed" signal (the contact screen was shown, leads were read): re-read the server's count.
    'unread:mark-all-read': () => this.refreshUnread(),
    'settings:get': () => ({ quietHours: this.quietHours() }),
    'settings:set-quiet-hours': (quietHours) => {
      this.deps.settings.update({ quietHours });
      return { quietHours: this.quietHours() };
    },
    'app:version': () => this.deps.appVersion,
  };
}
