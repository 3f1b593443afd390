import type { StaffArea } from './staff.js';
import type { ContactMessageDto } from './types.js';

export const REALTIME_PATH = '/api/v1/realtime';

/** Every realtime frame: `{ event, data }` as JSON text. */
export interface RealtimeEvents {
  newContactMessage: ContactMessageDto;
}

export type RealtimeEventName = keyof RealtimeEvents;

export type RealtimeFrame = {
  [K in RealtimeEventName]: { event: K; data: RealtimeEvents[K] };
}[RealtimeEventName];

/** The staff area each event belongs to: a socket receives only the events its role may use (new leads: admin and sales). */
export const REALTIME_EVENT_AREAS: Record<RealtimeEventName, StaffArea> = {
  newContactMessage: 'leads',
};
