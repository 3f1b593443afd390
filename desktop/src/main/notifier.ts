import { Notification, type NotificationAction, type NotificationConstructorOptions } from 'electron';
import { adminRoutes } from '@itsite/shared/admin/routes';
import type { ContactMessageDto, DesktopResult, QuietHours } from '@itsite/shared/contract';
import { leadNotifications, shouldNotify, windowVisibility, type WindowLike } from './notifyPolicy.js';

export interface LeadNotifierDeps {
  window(): (WindowLike & { flashFrame(flag: boolean): void }) | null;
  quietHours(): QuietHours;
  /**
   * Clicking a notification or its "Open": show and focus the window at `route`, the lead's own
   * address (its drawer open over the inbox), or the inbox for a summary of several leads.
   */
  show(route: string): void;
  /** "Mark contacted": sets the lead's status on the server and re-reads the unread count. */
  markContacted(id: string): Promise<DesktopResult<unknown>>;
  now?: () => Date;
  icon?: string;
}

/**
 * The buttons of a single lead's notification, in the order the 'action' event numbers them.
 * Where they show: macOS (signed app whose notifications are "Alerts"; the first is the button,
 * the second is under its menu) and, per Electron 45's documentation, Windows toasts (plain
 * `actions`, no custom toastXml; not tried on a Windows machine). Linux gets no buttons from
 * Electron. Everywhere, clicking the notification itself opens the lead (a summary: the inbox).
 */
export const LEAD_ACTIONS = ['Open', 'Mark contacted'] as const;
const OPEN = 0;
const MARK_CONTACTED = 1;

const buttons = (labels: readonly string[]): NotificationAction[] => labels.map((text) => ({ type: 'button', text }));

/** Raises the native notifications for new leads, when the policy says the person needs one. */
export function createLeadNotifier(deps: LeadNotifierDeps): (leads: ContactMessageDto[]) => void {
  // Notifications are kept referenced until closed: a collected one loses its click handler.
  const shown = new Set<Notification>();

  const raise = (options: NotificationConstructorOptions, route: string, onAction?: (index: number) => void): void => {
    const notification = new Notification({ ...options, icon: deps.icon });
    shown.add(notification);
    notification.on('click', () => {
      shown.delete(notification);
      deps.show(route);
    });
    if (onAction) {
      notification.on('action', (details, index) => {
        shown.delete(notification);
        // Electron 45 passes the index in `details`; the second argument is its deprecated form.
        onAction(typeof details?.actionIndex === 'number' ? details.actionIndex : index);
      });
    }
    notification.on('close', () => shown.delete(notification));
    notification.show();
  };

  const markContacted = async (lead: ContactMessageDto): Promise<void> => {
    const ok = await deps.markContacted(lead._id).then(
      (res) => res.ok,
      () => false,
    );
    // Asked for by the person just now: said even in quiet hours or with the window focused.
    if (!ok && Notification.isSupported()) {
      raise({ title: 'Could not mark as contacted', body: `${lead.name.trim() || 'The lead'}: nothing was changed.` }, adminRoutes.lead(lead._id));
    }
  };

  return (leads) => {
    if (leads.length === 0) return;
    const win = deps.window();
    const visibility = windowVisibility(win);
    // The taskbar entry blinks for any unseen lead, also in quiet hours: it is silent.
    if (visibility !== 'focused' && win && !win.isDestroyed()) win.flashFrame(true);
    if (!shouldNotify(visibility, (deps.now ?? (() => new Date()))(), deps.quietHours())) return;
    if (!Notification.isSupported()) return;
    // One notification per lead, or one summary of a catch-up.
    const texts = leadNotifications(leads);
    if (texts.length !== leads.length) {
      // A catch-up summary stands for several leads: it can only open the inbox.
      for (const text of texts) raise({ ...text, actions: buttons([LEAD_ACTIONS[OPEN]]) }, adminRoutes.contact, () => deps.show(adminRoutes.contact));
      return;
    }
    leads.forEach((lead, i) => {
      const route = adminRoutes.lead(lead._id);
      raise({ ...texts[i], actions: buttons(LEAD_ACTIONS) }, route, (index) => {
        if (index === MARK_CONTACTED) void markContacted(lead);
        else if (index === OPEN) deps.show(route);
      });
    });
  };
}
