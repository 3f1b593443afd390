import { useCallback, useState } from 'react';
import { ApiError, fieldErrors } from '@itsite/shared/api';
import type { NativeFormState } from '@itsite/shared/contract/forms';
import type { ContactInput } from '@itsite/shared/contract/schemas';
import { sendFailureText } from '../../lib/formGuard.js';
import { visitAttribution } from '../../lib/visit.js';
import { useSite } from '../../lib/site.js';
import { useFormGuard } from '../../lib/useFormGuard.js';

/** Contact submit: the words shown after sending. */
export const CONTACT_TEXT = {
  sent: 'Message sent successfully!',
  /** What happens next, said with every sent lead (and on the thank-you pages). */
  reply: 'A consultant reads every message and replies within one business day (Monday to Saturday, 9:30 am to 6:30 pm IST).',
  failed: 'Failed to send message.',
  network: 'An error occurred. Please try again later.',
} as const;

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  /** `retry`: the send did not get through (network, server away): the form offers to send the same again. */
  | { kind: 'failed'; message: string; fields: Record<string, string>; retry: boolean };

/** The fields both lead forms show, each with its own error under it. */
const FORM_FIELDS: ReadonlyArray<keyof ContactInput> = ['name', 'email', 'phone', 'message'];

/** The server's sentence for a refusal, else the contact form's own words, saying the text is kept. */
export function contactFailureText(err: unknown): string {
  return sendFailureText(err, CONTACT_TEXT.failed, CONTACT_TEXT.network);
}

/** A failure worth the same send again: it never reached the server, or the server could not take it then. */
const retryable = (err: unknown) => !(err instanceof ApiError) || err.isNetworkError || err.status === 409 || err.status >= 500;

/** The state a form starts in: as the server left it after a refused native post, else idle. */
export function initialSendState(native: NativeFormState | null): SendState {
  if (!native?.message && !native?.errors) return { kind: 'idle' };
  return { kind: 'failed', message: native.message ?? '', fields: native.errors ?? {}, retry: false };
}

/**
 * Sends one contact message (the contact page, the quote page and the cart's quote requests use it)
 * and keeps the state the form shows: busy label, success text, server message and field errors (a
 * field's error only under the field, not again in the message). A failed send leaves the form's
 * text alone; a retry of the same text carries the same Idempotency-Key, so it is stored once, and
 * so does the script's first send of what the browser may already have posted natively (`native`).
 * `hidden` must be rendered in the form; `consumed` is told once the message is stored.
 */
export function useContactSender(native: NativeFormState | null = null, consumed?: () => void) {
  const { api } = useSite();
  const guard = useFormGuard(api, { native });
  const [state, setState] = useState<SendState>(() => initialSendState(native));
  const send = useCallback(
    async (input: ContactInput, form: HTMLFormElement): Promise<boolean> => {
      setState({ kind: 'sending' });
      // Where the visit started goes along (shared/docs/analytics.md#lead-attribution).
      const body = { ...input, ...visitAttribution(), ...guard.fields(form) };
      try {
        try {
          await api.contact.send(body, guard.options(input));
        } catch (err) {
          // The page's key went with other words (posted natively before the script took over): this is a new message.
          if (!(err instanceof ApiError) || err.status !== 422) throw err;
          guard.forget();
          await api.contact.send(body, guard.options(input));
        }
        guard.sent();
        consumed?.();
        setState({ kind: 'sent' });
        return true;
      } catch (err) {
        console.error('contact', err);
        const fields = fieldErrors(err);
        // A refusal about the fields is said once, under each field; the sentence is for the rest.
        const aboutFields = Object.keys(fields).length > 0 && Object.keys(fields).every((k) => (FORM_FIELDS as readonly string[]).includes(k));
        setState({ kind: 'failed', message: aboutFields ? '' : contactFailureText(err), fields, retry: retryable(err) });
        return false;
      }
    },
    [api, guard, consumed],
  );
  return { state, send, hidden: guard.hidden };
}
