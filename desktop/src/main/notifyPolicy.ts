import type { ContactMessageDto, QuietHours } from '@itsite/shared/contract';

/** How the console's window is, seen from the person at the desk. */
export type WindowVisibility = 'focused' | 'unfocused' | 'minimised' | 'hidden';

export interface WindowLike {
  isDestroyed(): boolean;
  isVisible(): boolean;
  isMinimized(): boolean;
  isFocused(): boolean;
}

export function windowVisibility(win: WindowLike | null): WindowVisibility {
  if (!win || win.isDestroyed() || !win.isVisible()) return 'hidden';
  if (win.isMinimized()) return 'minimised';
  return win.isFocused() ? 'focused' : 'unfocused';
}

const minutes = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Whether `now` (local time) falls in the quiet hours. `from` is included and `to` is not; a range
 * whose end is before its start crosses midnight (22:00–07:00).
 */
export function inQuietHours(now: Date, quiet: QuietHours): boolean {
  if (!quiet.enabled) return false;
  const from = minutes(quiet.from);
  const to = minutes(quiet.to);
  if (from === to) return false;
  const t = now.getHours() * 60 + now.getMinutes();
  return from < to ? t >= from && t < to : t >= from || t < to;
}

/**
 * A native notification is raised only when the lead could otherwise go unseen (the console is not
 * the focused window) and not during quiet hours. The unread count goes up either way.
 */
export function shouldNotify(visibility: WindowVisibility, now: Date, quiet: QuietHours): boolean {
  return visibility !== 'focused' && !inQuietHours(now, quiet);
}

export interface NotificationText {
  title: string;
  body: string;
}

const BODY_MAX = 140;

/** Title: the sender's name; body: the first non-empty line of the message, shortened. */
export function leadNotificationText(lead: Pick<ContactMessageDto, 'name' | 'message'>): NotificationText {
  const title = lead.name.trim() || 'New contact message';
  const line = lead.message.split(/\r?\n/).map((l) => l.trim()).find((l) => l.length > 0) ?? '';
  const body = line.length > BODY_MAX ? `${line.slice(0, BODY_MAX - 1).trimEnd()}…` : line;
  return { title, body };
}

/** More leads than this at once (a catch-up after a long disconnection) become one summary. */
export const MAX_SEPARATE_NOTIFICATIONS = 3;

export function leadNotifications(leads: Pick<ContactMessageDto, 'name' | 'message'>[]): NotificationText[] {
  if (leads.length <= MAX_SEPARATE_NOTIFICATIONS) return leads.map(leadNotificationText);
  const names = [...new Set(leads.map((l) => l.name.trim()).filter(Boolean))];
  const shown = names.slice(0, 3).join(', ');
  return [{ title: `${leads.length} new contact messages`, body: names.length > 3 ? `${shown} and others` : shown }];
}
