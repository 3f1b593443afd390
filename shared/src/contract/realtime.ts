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
