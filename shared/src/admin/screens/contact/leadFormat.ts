import type { ContactMessageDto, LeadDto, LeadStatus } from '../../../contract/index.js';
import { formatDateTime } from '../../components/DateCell.js';

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
  return { source: 'contact', status: 'new', ownerId: null, followUpAt: null, read: false, ...message };
}

/** `YYYY-MM-DD` of an ISO date in the admin's time zone (for a date input), '' for none. */
export function dayOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
