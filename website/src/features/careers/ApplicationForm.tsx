import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, fieldErrors } from '@itsite/shared/api';
import { applyPath, CV_ACCEPT, CV_FIELD, CV_MAX_BYTES } from '@itsite/shared/contract/careers';
import { FORM_KEY_FIELD, NATIVE_FORMS } from '@itsite/shared/contract/forms';
import { documentPage } from '@itsite/shared/contract/documents';
import { sendFailureText } from '../../lib/formGuard.js';
import { useNativeForm, valuesOf } from '../../lib/nativeForm.js';
import { visitAttribution } from '../../lib/visit.js';
import { useSite } from '../../lib/site.js';
import { useFormGuard } from '../../lib/useFormGuard.js';
import { Field } from '../../ui/Field.js';
import { Send } from '../../ui/icons.js';
import { ContactFields } from '../contact/index.js';
import form from '../../ui/form.module.css';
import styles from './OpenRole.module.css';

const FIELDS = NATIVE_FORMS.application.fields;
const MB = CV_MAX_BYTES / 1024 / 1024;

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string; fields: Record<string, string> };

/**
 * An application with a CV, as a real multipart form: without the script it posts to the role's
 * own page and the server answers (a thank-you page, or this page again with what was wrong and
 * what was typed: shared/docs/website.md#forms-without-javascript); with it, the same fields and
 * file are sent in place to the API. The server checks the CV by its content; the size is checked
 * here too, before anything is sent.
 */
export function ApplicationForm({ slug, title }: { slug: string; title: string }) {
  const { api } = useSite();
  const ref = useRef<HTMLFormElement>(null);
  const { native, consumed } = useNativeForm('application');
  const guard = useFormGuard(api, { native });
  const [state, setState] = useState<State>(() => (native?.message || native?.errors ? { kind: 'failed', message: native.message ?? '', fields: native.errors ?? {} } : { kind: 'idle' }));
  const cvId = useId();
  const sending = state.kind === 'sending';
  const errors = state.kind === 'failed' ? state.fields : {};
  const typed = native?.values ?? {};

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const el = e.currentTarget;
    const body = new FormData(el);
    const cv = body.get(CV_FIELD);
    if (cv instanceof File && cv.size > CV_MAX_BYTES) {
      setState({ kind: 'failed', message: '', fields: { [CV_FIELD]: `Your CV is too large: at most ${MB} MB` } });
      return;
    }
    body.delete(FORM_KEY_FIELD);
    const fields = guard.fields(el);
    body.set('formToken', fields.formToken ?? '');
    // Where the visit started goes along (shared/docs/analytics.md#lead-attribution).
    for (const [name, value] of Object.entries(visitAttribution())) if (value) body.set(name, value);
    const values = valuesOf(el, FIELDS);
    setState({ kind: 'sending' });
    try {
      const options = guard.options({ ...values, cv: cv instanceof File ? [cv.name, cv.size, cv.lastModified] : null });
      try {
        await api.request('POST', applyPath(slug), body, options);
      } catch (err) {
        // The page's key went with other words (posted natively before the script took over): this is a new application.
        if (!(err instanceof ApiError) || err.status !== 422) throw err;
        guard.forget();
        await api.request('POST', applyPath(slug), body, guard.options(values));
      }
      guard.sent();
      consumed();
      el.reset();
      setState({ kind: 'sent' });
    } catch (err) {
      const fields = fieldErrors(err);
      const aboutFields = Object.keys(fields).length > 0 && Object.keys(fields).every((k) => k === CV_FIELD || (FIELDS as readonly string[]).includes(k));
      setState({ kind: 'failed', message: aboutFields ? '' : sendFailureText(err, 'Your application could not be sent.', 'Your application could not be sent: check your connection and try again.'), fields });
    }
  };

  return (
    <form
      ref={ref}
      className={form.form}
      method="post"
      action={documentPage('openRole', slug)}
      encType="multipart/form-data"
      onSubmit={(e) => void onSubmit(e)}
      aria-label={`Apply for ${title}`}
    >
      <ContactFields values={typed} errors={errors} />
      <Field name="message" label="Message" multiline rows={5} required={false} defaultValue={typed.message} placeholder="Why this role, and anything we should know" error={errors.message} />
      <div className={form.field}>
        <label htmlFor={cvId} className={form.label}>
          CV
        </label>
        <input
          id={cvId}
          className={form.control}
          type="file"
          name={CV_FIELD}
          accept={CV_ACCEPT}
          required
          aria-invalid={errors[CV_FIELD] ? true : undefined}
          aria-describedby={`${cvId}-hint${errors[CV_FIELD] ? ` ${cvId}-error` : ''}`}
        />
        <p id={`${cvId}-hint`} className={styles.fileHint}>
          A PDF or Word document (DOCX), up to {MB} MB.
        </p>
        {errors[CV_FIELD] ? (
          <p id={`${cvId}-error`} role="alert" className={form.fieldError}>
            {errors[CV_FIELD]}
          </p>
        ) : null}
      </div>
      {guard.hidden}
      <div className={form.actions}>
        <button type="submit" className="btn" disabled={sending}>
          <Send size={18} aria-hidden />
          {sending ? 'Sending...' : 'Send Application'}
        </button>
        <p role="status" className={form.success}>
          {state.kind === 'sent' ? 'Application sent. Thank you! Our hiring team replies to every applicant within five business days.' : ''}
        </p>
        <p role="alert" className={form.failure}>
          {state.kind === 'failed' ? state.message : ''}
        </p>
      </div>
    </form>
  );
}
