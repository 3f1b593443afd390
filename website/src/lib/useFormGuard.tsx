import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { PublicApiClient, FormGuardFields, RequestOptions } from '@itsite/shared/api';
import { FORM_KEY_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, type NativeFormState } from '@itsite/shared/contract/forms';
import { IdempotencyKeys } from './formGuard.js';

/** Off-screen, out of the tab order and hidden from assistive technology: only bots fill it. */
const HIDDEN: CSSProperties = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' };

interface GuardOptions {
  /** Whether the form is shown now (a dialog's form: its token is fetched when it opens). */
  shown?: boolean;
  /** The server's state for this view of the page's form: its token and key, used before any fetched. */
  native?: NativeFormState | null;
}

/**
 * A visitor's form's guard: the signed "form shown at" token (the one the server wrote into the
 * page for this view, else one fetched when the form is shown), the honeypot input, and the
 * Idempotency-Key of the current content. `hidden` renders them as the form's hidden fields, so a
 * native post (before the script, or without it) carries the same.
 */
export function useFormGuard(api: PublicApiClient, { shown = true, native = null }: GuardOptions = {}) {
  const [token, setToken] = useState<string | undefined>(native?.token);
  const keys = useRef<IdempotencyKeys>(null);
  keys.current ??= new IdempotencyKeys(undefined, native?.key);
  const given = useRef(Boolean(native?.token));

  const fetchToken = useCallback(() => {
    // Without a token the server judges by content only: a failed fetch never blocks the form.
    api.contact.formToken().then(
      (answer) => setToken(answer.token),
      () => setToken(undefined),
    );
  }, [api]);
  useEffect(() => {
    // The page's own token stands for this view; a form shown later (a dialog) gets its own.
    if (shown && !given.current) fetchToken();
  }, [fetchToken, shown]);

  /** The spam screen's fields of `form`, to spread into the body. */
  const fields = (form: HTMLFormElement): FormGuardFields => {
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    return { formToken: token ?? '', website: honeypot instanceof HTMLInputElement ? honeypot.value : '' };
  };
  /** Request options for this content: the same key for a retry of the same words. */
  const options = (content: unknown): RequestOptions => ({ headers: { 'Idempotency-Key': keys.current!.keyFor(JSON.stringify(content)) } });
  /** After a successful send: a new key and a new token for the next message. */
  const sent = () => {
    keys.current!.done();
    given.current = false;
    // The token carried its one message: never sent again, even before the next one arrives.
    setToken(undefined);
    fetchToken();
  };
  /** The key was already used for other words (sent natively before the script arrived): the next send is a new one. */
  const forget = () => keys.current!.done();

  const hidden = (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token ?? ''} readOnly />
      {native ? <input type="hidden" name={FORM_KEY_FIELD} value={native.key} readOnly /> : null}
      <div aria-hidden="true" style={HIDDEN}>
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );

  return { fields, options, sent, forget, hidden };
}
