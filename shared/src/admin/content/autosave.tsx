import { Alert, Button, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { messageFor } from '../../api/messages.js';
import { AUTOSAVE_SECONDS, type RevisionListResponse, type RevisionSummaryDto } from '../../contract/revisions.js';
import { formatZonedClock } from '../../contract/timeZone.js';
import { showError, showSuccess } from '../notify.js';

/**
 * Autosave (shared/docs/admin.md#revisions): while an edit form has unsaved changes, every
 * AUTOSAVE_SECONDS it is kept on the server as an autosave revision. Nothing is published and the
 * record does not change; after a lost tab or a crash, the editor offers the autosave back.
 */

/** Sends the form's values as the record's autosave; answers the revision it was kept as. */
export type AutosaveCall<T> = (values: T) => Promise<{ data: RevisionSummaryDto }>;

/** The text fields of a save's multipart body, as an autosave sends them (files wait for the real save). */
export function textFieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}

/** What the form last kept: when (ISO 8601), or that the last try failed. */
export interface AutosaveState {
  at: string | null;
  failed: boolean;
}

/**
 * Keeps `form` every AUTOSAVE_SECONDS through `send` when it has changes the last autosave does not
 * have, passes its rules (a form that could not be saved is not kept) and is not being submitted.
 */
export function useAutosave<T>(form: UseFormReturnType<T>, send: AutosaveCall<T> | undefined): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ at: null, failed: false });
  const latest = useRef({ form, send });
  useLayoutEffect(() => {
    latest.current = { form, send };
  });
  const keptValues = useRef<string | null>(null);
  const enabled = send !== undefined;
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      const { form, send } = latest.current;
      if (!send || form.submitting || !form.isDirty()) return;
      const values = form.getValues();
      // A chosen file is told apart by its name and size (it is not sent until the real save).
      const key = JSON.stringify(values, (_, v: unknown) => (v instanceof File ? `${v.name}:${v.size}` : v));
      if (key === keptValues.current || !form.isValid()) return;
      keptValues.current = key;
      send(values).then(
        (answer) => setState({ at: answer.data.createdAt, failed: false }),
        () => {
          keptValues.current = null;
          setState((s) => ({ ...s, failed: true }));
        },
      );
    }, AUTOSAVE_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [enabled]);
  return state;
}

/** The line beside the save buttons: "Saved 10:42 (autosave, not published)", on the site's clock (`zone`). */
export function AutosaveStatus({ state, zone }: { state: AutosaveState; zone: string }) {
  return (
    <Text size="xs" c={state.failed ? 'red.8' : 'dimmed'} role="status">
      {state.failed ? 'Autosave failed: your changes are still here, save them to keep them.' : state.at ? `Saved ${formatZonedClock(state.at, zone)} (autosave, not published)` : ''}
    </Text>
  );
}

/** The calls the notice needs: an item's revisions, and a restore answering `A`. */
export interface AutosaveSource<A> {
  revisions: (id: string) => Promise<RevisionListResponse>;
  restoreRevision: (id: string, revisionId: string) => Promise<A>;
}

interface NoticeProps<A> {
  itemId: string;
  /** When the record was last saved: an autosave after it holds changes the form does not show. */
  updatedAt: string;
  source: AutosaveSource<A>;
  onRestored: (answer: A) => void;
  /** The site's time zone, whose clock the notice reads. */
  zone: string;
}

/**
 * Above an edit form: an autosave newer than the record's last save (a tab closed, a crash) is
 * offered back. Restoring it is a restore of that revision: its content, the publishing as it is now.
 */
export function AutosaveNotice<A>({ itemId, updatedAt, source, onRestored, zone }: NoticeProps<A>) {
  const [newer, setNewer] = useState<RevisionSummaryDto | null>(null);
  const [busy, setBusy] = useState(false);
  // A screen may hand a new calls object each render; the list is read once per saved version.
  const calls = useRef(source);
  useLayoutEffect(() => {
    calls.current = source;
  });
  useEffect(() => {
    let live = true;
    calls.current.revisions(itemId).then(
      ({ data: [newest] }) => live && setNewer(newest?.action === 'autosave' && Date.parse(newest.createdAt) > Date.parse(updatedAt) ? newest : null),
      // Without the list there is nothing to offer; the form works as before.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [itemId, updatedAt]);
  if (!newer) return null;
  const restore = async () => {
    setBusy(true);
    try {
      const answer = await calls.current.restoreRevision(itemId, newer._id);
      showSuccess('Autosave restored');
      setNewer(null);
      onRestored(answer);
    } catch (err) {
      showError(messageFor(err, 'The autosave could not be restored'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="yellow" title="Unsaved changes were kept" mb="md">
      <Text size="sm" mb="xs">
        {newer.authorName ? `${newer.authorName}'s` : 'An'} autosave from {formatZonedClock(newer.createdAt, zone)} is newer than this version. Restoring it brings its content back; whether and when this is public stays as it is.
      </Text>
      <Button size="xs" variant="light" loading={busy} onClick={() => void restore()}>
        Restore the autosave
      </Button>
    </Alert>
  );
}
