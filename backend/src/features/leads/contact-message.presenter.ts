import { contactMessageType, present, type ContactMessageDto } from '@itsite/shared/contract';
import type { ContactMessage } from '../../data/entities/index.js';

/** Leads are read by staff only, so every declared field is sent. */
export const presentContactMessage = (m: ContactMessage): ContactMessageDto => present(contactMessageType, m, 'admin');
