import { Anchor, Group } from '@mantine/core';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ContactMessageDto } from '../../../contract/index.js';
import { telUrl, whatsAppUrl } from './leadFormat.js';

/**
 * E-mail, phone and WhatsApp links of a lead, each named for screen readers. Stacked (a list's
 * column) they may take two lines each, an address before its `@` and WhatsApp under the number,
 * so a long address does not widen the inbox past the screen; each part stays whole.
 */
export function LeadContactLinks({ lead, stack = false }: { lead: Pick<ContactMessageDto, 'name' | 'email' | 'phone'>; stack?: boolean }) {
  const at = lead.email.lastIndexOf('@');
  const links = (
    <>
      <Anchor size="sm" href={`mailto:${lead.email}`} style={{ whiteSpace: stack ? undefined : 'nowrap' }}>
        <Mail size={13} aria-hidden />
        {'\u00a0'}
        {stack && at > 0 ? (
          <>
            {lead.email.slice(0, at)}
            <wbr />
            {lead.email.slice(at)}
          </>
        ) : (
          lead.email
        )}
      </Anchor>
      <Group gap={8} wrap={stack ? 'wrap' : 'nowrap'} style={stack ? { rowGap: 2 } : undefined}>
        <Anchor size="sm" href={telUrl(lead.phone)} style={{ whiteSpace: 'nowrap' }} aria-label={`Call ${lead.name} on ${lead.phone}`}>
          <Phone size={13} aria-hidden /> {lead.phone}
        </Anchor>
        <Anchor size="sm" href={whatsAppUrl(lead.phone)} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${lead.name}`} style={{ whiteSpace: 'nowrap' }}>
          <MessageCircle size={13} aria-hidden /> WhatsApp
        </Anchor>
      </Group>
    </>
  );
  return stack ? (
    <Group gap={2} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      {links}
    </Group>
  ) : (
    <Group gap="md">{links}</Group>
  );
}
