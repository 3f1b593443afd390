import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ApiClient, FormGuardFields, RequestOptions } from '@itsite/shared/api';
import { IdempotencyKeys } from './formGuard.js';

/** Off-screen, out of the tab order and hidden from assistive technology: only bots fill it. */
const HIDDEN: CSSProperties = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' };

/**
 * A visitor's form's guard: a signed "form shown at" token fetched when the form is shown (sent as
 * `formToken`; `shown` says when, for a dialog), the honeypot input `website`, and the Idempotency-Key of the current content.
 */
export function useFormGuard(api: ApiClient, shown = true) {
  const [token, setToken] = useState<string | undefined>(undefined);
  const [honeypot, setHoneypot] = useState('');
  const keys = useRef(new IdempotencyKeys());

  const fetchToken = useCallback(() => {
    // Without a token the server judges by content only: a failed fetch never blocks the form.
    api.contact.formToken().then(
      (answer) => setToken(answer.token),
      () => setToken(undefined),
    );
  }, [api]);
  useEffect(() => {
    if (shown) fetchToken();
  }, [fetchToken, shown]);

  /** The spam screen's fields, to spread into the body. */
  const fields = (): FormGuardFields => ({ ...(token ? { formToken: token } : {}), website: honeypot });
  /** Request options for this content: the same key for a retry of the same words. */
  const options = (content: unknown): RequestOptions => ({ headers: { 'Idempotency-Key': keys.current.keyFor(JSON.stringify(content)) } });
  /** After a successful send: a new key and a new token for the next message. */
  const sent = () => {
    keys.current.done();
    fetchToken();
  };

  const field = (
    <div aria-hidden="true" style={HIDDEN}>
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.currentTarget.value)} />
      </label>
    </div>
  );

  return { fields, options, sent, field };
}
