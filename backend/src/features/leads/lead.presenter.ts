import { attributionOf, contactMessageType, present, type LeadDto, type LeadNoteDto } from '@itsite/shared/contract';
import type { ContactMessage, LeadNote } from '../../data/entities/index.js';

/** A lead for the inbox: the message, its life, and whether the caller has read it. */
export const presentLead = (m: ContactMessage, read: boolean): LeadDto =>
  Object.assign(present(contactMessageType, m, 'admin'), {
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
