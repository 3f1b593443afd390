import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { MomentInput } from './DayInput.js';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState, type ReactNode } from 'react';
import { PUBLISH_STATE_LABELS } from '../../contract/publishing.js';
import { FormActions } from './FormActions.js';
import { formatDateTime } from './DateCell.js';
import { DEFAULT_TIME_ZONE, instantOfZoned, zoneOffsetLabel, zonedInputValue } from '../../contract/timeZone.js';
import { useAdminServices } from '../context.js';
import { useSiteClock } from '../siteClock.js';
import type { PublishingValues } from '../content/publishing.js';
import { AutosaveStatus, useAutosave, type AutosaveCall } from '../content/autosave.js';

/**
 * The site's time zone, from Settings: schedules are read and shown on its clocks, whatever the
 * editor's computer says. The default zone until Settings have loaded.
 */
export function useSiteTimeZone(): string {
  const { api } = useAdminServices();
  const clock = useSiteClock();
  const [zone, setZone] = useState(clock ?? DEFAULT_TIME_ZONE);
  useEffect(() => {
    // Under the back office's SiteClock the zone is read already.
    if (clock) return;
    let live = true;
    api.settings
      .get()
      .then(({ settings }) => live && setZone(settings.timeZone))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, clock]);
  return clock ?? zone;
}

/** What the record is now, as saved (a new one is not saved yet). */
function savedState(saved: PublishingValues | null, zone: string): string {
  if (!saved) return 'Not saved yet';
  if (saved.status === 'scheduled' && saved.publishAt) return `Scheduled for ${formatDateTime(saved.publishAt, zone)}`;
  return PUBLISH_STATE_LABELS[saved.status];
}

/**
 * The part of a product's and a blog's form that says when it goes public: its state as saved, and
 * "Immediately" or "At a set time" (with the date and time). The buttons (PublishActions) decide
 * whether a save is a draft. The form holds the schedule's instant; the time input shows it on the
 * site zone's clocks and reads what the editor types the same way.
 */
export function PublishingFields<T extends PublishingValues>({ form, isNew }: { form: UseFormReturnType<T>; isNew: boolean }) {
  const values = form.values as PublishingValues;
  const set = form.setFieldValue as (path: string, value: unknown) => void;
  const saved = isNew ? null : (form.getInitialValues() as PublishingValues);
  const zone = useSiteTimeZone();
  // Mantine types the input props as any; these are the error and the focus handlers MomentInput takes.
  const { error, onBlur, onFocus } = form.getInputProps('publishAt') as { error?: ReactNode; onBlur?: () => void; onFocus?: () => void };
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h5" component="legend">
        Publishing
      </Title>
      <Text size="sm">
        Status: <strong>{savedState(saved, zone)}</strong>
      </Text>
      <Radio.Group
        label="Publish"
        value={values.status === 'scheduled' ? 'later' : 'now'}
        onChange={(when) => {
          // Back to "Immediately", a record keeps the state it was saved in until a button says otherwise.
          set('status', when === 'later' ? 'scheduled' : saved && saved.status !== 'scheduled' ? saved.status : 'published');
          form.clearFieldError('publishAt');
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio value="now" label="Immediately" />
          <Radio value="later" label="At a set time" />
        </Group>
      </Radio.Group>
      {values.status === 'scheduled' && (
        <MomentInput
          label="Publish at"
          description={`On the site's clocks: ${zone} (${zoneOffsetLabel(zone)}), set in Settings`}
          withAsterisk
          value={zonedInputValue(values.publishAt, zone)}
          onChange={(local) => set('publishAt', instantOfZoned(local, zone)?.toISOString() ?? '')}
          error={error}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      )}
      <Text size="xs" c="dimmed">
        {saved?.status === 'published'
          ? 'Public now. It keeps its first publishing date when edited; "Switch to draft" takes it off the site.'
          : '"Save draft" keeps it for staff only; visitors and search engines see it once it is published.'}
      </Text>
    </Stack>
  );
}

interface PublishActionsProps<T extends PublishingValues> {
  form: UseFormReturnType<T>;
  /** A create screen's form (the record is not saved yet). */
  isNew: boolean;
  submitting: boolean;
  /** The label of a save that publishes a new record ("Add Product") or updates a public one ("Update Product"). */
  submitLabel: string;
  busyLabel: string;
  cancelTo?: string;
  /** An edit form's autosave (content/autosave.tsx): kept every 30 s while it has changes, said beside the buttons. */
  autosave?: AutosaveCall<T>;
}

/**
 * The sticky button bar of a product's or a blog's form: "Save draft" (or "Switch to draft" for a
 * public record) and the main button, which publishes ("Publish", or the form's own label for a new
 * record or a public one) or schedules ("Schedule") as the Publishing part says. Each button sets
 * the status the save sends, then submits the form.
 */
export function PublishActions<T extends PublishingValues>({ form, isNew, submitting, submitLabel, busyLabel, cancelTo, autosave }: PublishActionsProps<T>) {
  const kept = useAutosave(form, autosave);
  const zone = useSiteTimeZone();
  const values = form.values as PublishingValues;
  const set = form.setFieldValue as (path: string, value: unknown) => void;
  const saved = isNew ? null : (form.getInitialValues() as PublishingValues);
  const scheduling = values.status === 'scheduled';
  const mainLabel = scheduling ? 'Schedule' : !saved || saved.status === 'published' ? submitLabel : 'Publish';
  const [pressed, setPressed] = useState<'main' | 'draft'>('main');
  return (
    <FormActions
      sticky
      submitting={submitting && pressed === 'main'}
      submitLabel={mainLabel}
      busyLabel={busyLabel}
      cancelTo={cancelTo}
      onSubmitClick={() => {
        setPressed('main');
        if (!scheduling) set('status', 'published');
      }}
    >
      <Button
        type="submit"
        variant="default"
        disabled={submitting}
        onClick={() => {
          setPressed('draft');
          set('status', 'draft');
        }}
      >
        {submitting && pressed === 'draft' ? 'Saving...' : saved?.status === 'published' ? 'Switch to draft' : 'Save draft'}
      </Button>
      {autosave && <AutosaveStatus state={kept} zone={zone} />}
    </FormActions>
  );
}
