import { useCallback, useState } from 'react';
import { fieldErrors } from '@itsite/shared/api';
import type { ContactInput } from '@itsite/shared/contract/schemas';
import { sendFailureText } from '../../lib/formGuard.js';
import { useSite } from '../../lib/site.js';
import { useFormGuard } from '../../lib/useFormGuard.js';

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

/** The fields both lead forms show, each with its own error under it. */
const FORM_FIELDS: ReadonlyArray<keyof ContactInput> = ['name', 'email', 'phone', 'message'];

/** The server's sentence for a refusal, else the contact form's own words, saying the text is kept. */
export function contactFailureText(err: unknown): string {
  return sendFailureText(err, CONTACT_TEXT.failed, CONTACT_TEXT.network);
}

/**
 * Sends one contact message (the contact page and the quote requests of the cart both use it) and
 * keeps the state the form shows: busy label, success text, server message and field errors (a
 * field's error only under the field, not again in the message). A
 * failed send leaves the form's text alone (the form clears only on success); a retry of the same
 * text carries the same Idempotency-Key, so it is stored once. `honeypot` must be rendered in the form.
 */
export function useContactSender() {
  const { api } = useSite();
  const guard = useFormGuard(api);
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const send = useCallback(
    async (input: ContactInput): Promise<boolean> => {
      setState({ kind: 'sending' });
      try {
        await api.contact.send({ ...input, ...guard.fields() }, guard.options(input));
        guard.sent();
        setState({ kind: 'sent' });
        return true;
      } catch (err) {
        console.error('contact', err);
        const fields = fieldErrors(err);
        // A refusal about the fields is said once, under each field; the sentence is for the rest.
        const aboutFields = Object.keys(fields).length > 0 && Object.keys(fields).every((k) => (FORM_FIELDS as readonly string[]).includes(k));
        setState({ kind: 'failed', message: aboutFields ? '' : contactFailureText(err), fields });
        return false;
      }
    },
    [api, guard],
  );
  return { state, send, honeypot: guard.field };
}
