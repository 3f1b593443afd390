import { useCallback, useState } from 'react';
import { fieldErrors, messageFor } from '@itsite/shared/api';
import type { ContactInput } from '@itsite/shared/contract/schemas';
import { useSite } from '../../lib/site.js';

/** Contact submit: the words shown after sending. */
export const CONTACT_TEXT = {
  sent: 'Message sent successfully!',
  failed: 'Failed to send message.',
  network: 'An error occurred. Please try again later.',
} as const;

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string; fields: Record<string, string> };

/** The server's sentence for a refusal, else the contact form's own words. */
export function contactFailureText(err: unknown): string {
  return messageFor(err, CONTACT_TEXT.failed, { network: CONTACT_TEXT.network });
}

/**
 * Sends one contact message (the contact page and the quote requests of the cart both use it) and
 * keeps the state the form shows: busy label, success text, server message and field errors.
 */
export function useContactSender() {
  const { api } = useSite();
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const send = useCallback(
    async (input: ContactInput): Promise<boolean> => {
      setState({ kind: 'sending' });
      try {
        await api.contact.send(input);
        setState({ kind: 'sent' });
        return true;
      } catch (err) {
        console.error('contact', err);
        setState({ kind: 'failed', message: contactFailureText(err), fields: fieldErrors(err) });
        return false;
      }
    },
    [api],
  );
  return { state, send };
}
