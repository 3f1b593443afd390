import type { ContactMessageDto, LeadDto, LeadNoteDto, LeadStatus } from '../../../contract/index.js';
import { instantOfZoned, zonedInputValue } from '../../../contract/timeZone.js';
import { formatDateTime, formatSiteMoment } from '../../components/DateCell.js';
import { siteZone } from '../../siteClock.js';

export const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'violet',
  won: 'green',
  lost: 'gray',
  spam: 'red',
};

export const statusLabel = (status: LeadStatus) => status[0].toUpperCase() + status.slice(1);

/** When a message was sent, on the site's clock (22 Nov 2026, 15:05 IST). */
export const formatMessageDate = (iso: string): string => formatDateTime(iso);

/**
 * The same for a narrow column: the day and the time each kept whole (no-break spaces), so the
 * column may put them on two lines ("22 Nov 2026," and "15:05 IST") but never splits either.
 */
export const formatMessageDateWrapped = (iso: string): string =>
  formatMessageDate(iso)
    .split(', ')
    .map((part) => part.replace(/ /g, '\u00a0'))
    .join(', ');

/** A WhatsApp chat with this number: https://wa.me/<digits> (country code included, no `+`). */
export function whatsAppUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** A `tel:` link keeps the leading `+` and the digits only. */
export function telUrl(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** A message that arrived over the realtime connection, as the inbox lists leads. */
export function arrivedLead(message: ContactMessageDto): LeadDto {
  return { source: 'contact', status: 'new', ownerId: null, followUpAt: null, attribution: null, read: false, ...message };
}

/** `YYYY-MM-DD` of an ISO date on the site's clock (for a date input), '' for none. */
export function dayOf(iso: string | null, zone = siteZone()): string {
  return zonedInputValue(iso, zone).slice(0, 10);
}

/** A follow-up day (`YYYY-MM-DD`) as the moment staff follow up: 09:00 on the site's clock, as ISO 8601. */
export function followUpMoment(day: string, zone = siteZone()): string | null {
  return instantOfZoned(`${day}T09:00`, zone)?.toISOString() ?? null;
}

/** A timeline entry's text: a follow-up change holds only its moment (LeadNoteDto), said on the site's clock. */
export function timelineText(entry: LeadNoteDto, zone = siteZone()): string {
  if (entry.kind !== 'followUp') return entry.text;
  return entry.text ? `Follow up on ${formatSiteMoment(entry.text, zone)}` : 'Follow-up date cleared';
}

/** A timeline entry's heading: who wrote the note, or who changed what. */
export function timelineTitle(entry: LeadNoteDto): string {
  const who = entry.userName || 'A former user';
  if (entry.kind === 'note') return `Note by ${entry.userName || 'a former user'}`;
  return `${who} changed the ${entry.kind === 'followUp' ? 'follow-up date' : entry.kind}`;
}
