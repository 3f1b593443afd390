import { attributionOf, contactMessageType, present, type ContactMessageDto, type LeadDto, type LeadNoteDto } from '@itsite/shared/contract';
import type { Lead, LeadNote } from '../../data/entities/index.js';

/** A lead as the wire's Lead: the contact form's answer and the realtime frame. Staff only read leads, so every declared field is sent. */
export const presentContactMessage = (m: Lead): ContactMessageDto => present(contactMessageType, m, 'admin');

/** A lead for the inbox: the message, its life, and whether the caller has read it. */
export const presentLead = (m: Lead, read: boolean): LeadDto =>
  Object.assign(presentContactMessage(m), {
    source: m.source,
    status: m.status,
    ownerId: m.ownerId,
    followUpAt: m.followUpAt ? m.followUpAt.toISOString() : null,
    attribution: attributionOf(m),
    read,
  });

export const presentLeadNote = (n: LeadNote, userName: string): LeadNoteDto => ({
  _id: n.id,
  leadId: n.leadId,
  userId: n.userId,
  userName,
  kind: n.kind,
  text: n.text,
  createdAt: n.createdAt.toISOString(),
});
