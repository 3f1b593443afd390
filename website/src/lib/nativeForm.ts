import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { fieldText } from '@itsite/shared/contract/format';
import { NATIVE_FORM_READ, type NativeFormName, type NativeFormState } from '@itsite/shared/contract/forms';
import { useReadStore } from './reads.js';

/**
 * The server's state of the page's form `name` for this view (embedded with the page's data), or
 * null: a page reached in the browser, or another form's page.
 */
export function useNativeForm(name: NativeFormName): { native: NativeFormState | null; consumed: () => void } {
  const store = useReadStore();
  const state = store.stateOf<NativeFormState>(NATIVE_FORM_READ);
  // Once sent, this view's token and key are spent: the form shown next (the page again, reached in
  // the browser) gets new ones.
  const consumed = useCallback(() => store.forget(NATIVE_FORM_READ), [store]);
  return { native: state.kind === 'loaded' && state.data.form === name ? state.data : null, consumed };
}

/** The named fields' values of a form, as text (a radio group's checked value, '' when none). */
export function valuesOf<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((n) => [n, fieldText(data.get(n))])) as Record<K, string>;
}

type Control = HTMLInputElement | HTMLTextAreaElement | RadioNodeList;

function controlOf(form: HTMLFormElement, name: string): Control | null {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof RadioNodeList ? el : null;
}

/** Empties the named fields (a radio group: none checked). */
export function clearFields(form: HTMLFormElement, names: readonly string[]): void {
  for (const name of names) {
    const control = controlOf(form, name);
    if (control instanceof RadioNodeList) for (const radio of control) radio.checked = false;
    else if (control) control.value = '';
  }
}

const DRAFT_PREFIX = 'itsite.draft.';
/** A draft older than this is not offered again. */
const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface StoredDraft {
  at: number;
  values: Record<string, string>;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the form still works, it only cannot keep a draft
  }
}

function readDraft(key: string): Record<string, string> | null {
  try {
    const raw = storage()?.getItem(DRAFT_PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (typeof draft?.at !== 'number' || Date.now() - draft.at > DRAFT_MAX_AGE_MS || typeof draft.values !== 'object' || draft.values === null) return null;
    return Object.fromEntries(Object.entries(draft.values).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

/**
 * Keeps what a visitor is writing in this tab's session storage until it is sent (a reload, a
 * crash the browser restores, a failed send: the text comes back). Session storage, not local: on
 * a shared computer the next person never finds a stranger's brief. On mount, a draft fills the
 * fields that are still empty (never over what the server echoed or the visitor typed before the
 * script arrived); `onRestored` is told what was filled.
 */
export function useDraft(form: RefObject<HTMLFormElement | null>, key: string, names: readonly string[], onRestored?: (values: Record<string, string>) => void) {
  const fields = useMemo(() => [...names], [names]);
  useEffect(() => {
    const el = form.current;
    const draft = readDraft(key);
    if (!el || !draft) return;
    const filled: Record<string, string> = {};
    for (const name of fields) {
      const value = draft[name];
      const control = controlOf(el, name);
      if (!value || !control || control.value !== '') continue;
      control.value = value;
      filled[name] = value;
    }
    if (Object.keys(filled).length) onRestored?.(filled);
    // Restored once, when the form first shows.
  }, []);

  /** Saves the fields as they are now (the form's input and change events call it). */
  const save = useCallback(() => {
    const el = form.current;
    if (!el) return;
    const values = valuesOf(el, fields);
    try {
      if (Object.values(values).some((v) => v.trim() !== '')) storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify({ at: Date.now(), values } satisfies StoredDraft));
      else storage()?.removeItem(DRAFT_PREFIX + key);
    } catch {
      // Storage full or blocked: nothing to keep the draft in; the form itself is unaffected.
    }
  }, [form, key, fields]);

  /** The message was acknowledged: nothing to restore any more. */
  const clear = useCallback(() => {
    try {
      storage()?.removeItem(DRAFT_PREFIX + key);
    } catch {
      // as above
    }
  }, [key]);

  return { save, clear };
}
