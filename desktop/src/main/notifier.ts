import { Notification } from 'electron';
import type { ContactMessageDto, QuietHours } from '@itsite/shared/contract';
import { leadNotifications, shouldNotify, windowVisibility, type WindowLike } from './notifyPolicy.js';

export interface LeadNotifierDeps {
  window(): (WindowLike & { flashFrame(flag: boolean): void }) | null;
  quietHours(): QuietHours;
  /** Clicking a notification: show and focus the window on the contact messages screen. */
  showLeads(): void;
  now?: () => Date;
  icon?: string;
}

/** Raises the native notifications for new leads, when the policy says the person needs one. */
export function createLeadNotifier(deps: LeadNotifierDeps): (leads: ContactMessageDto[]) => void {
  // Notifications are kept referenced until closed: a collected one loses its click handler.
  const shown = new Set<Notification>();
  return (leads) => {
    if (leads.length === 0) return;
    const win = deps.window();
    const visibility = windowVisibility(win);
    // The taskbar entry blinks for any unseen lead, also in quiet hours: it is silent.
    if (visibility !== 'focused' && win && !win.isDestroyed()) win.flashFrame(true);
    if (!shouldNotify(visibility, (deps.now ?? (() => new Date()))(), deps.quietHours())) return;
    if (!Notification.isSupported()) return;
    for (const text of leadNotifications(leads)) {
      const notification = new Notification({ title: text.title, body: text.body, icon: deps.icon });
      shown.add(notification);
      notification.on('click', () => {
        shown.delete(notification);
        deps.showLeads();
      });
      notification.on('close', () => shown.delete(notification));
      notification.show();
    }
  };
}
