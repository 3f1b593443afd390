import { Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import { PUBLISH_STATES, PUBLISH_STATE_LABELS, type PublishState } from '../../contract/publishing.js';
import { DEFAULT_TIME_ZONE, instantOfZoned, zoneOffsetLabel, zonedInputValue } from '../../contract/timeZone.js';
import { useAdminServices } from '../context.js';
import type { PublishingValues } from '../content/publishing.js';

const HINTS: Record<PublishState, string> = {
  draft: 'Only staff see it; visitors and search engines do not.',
  scheduled: 'It goes public by itself at the time below.',
  published: 'Public on the site as soon as it is saved.',
};

/**
 * The site's time zone, from Settings: schedules are read and shown on its clocks, whatever the
 * editor's computer says. The default zone until Settings have loaded.
 */
export function useSiteTimeZone(): string {
  const { api } = useAdminServices();
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  useEffect(() => {
    let live = true;
    api.settings
      .get()
      .then(({ settings }) => live && setZone(settings.timeZone))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  return zone;
}

/**
 * Draft, scheduled (with its date and time) or published: the part of a product's and a blog's form
 * that says who sees it and from when. The form holds the schedule's instant; the time input shows
 * it on the site zone's clocks and reads what the editor types the same way.
 */
export function PublishingFields<T extends PublishingValues>({ form }: { form: UseFormReturnType<T> }) {
  const values = form.values as PublishingValues;
  const set = form.setFieldValue as (path: string, value: unknown) => void;
  const zone = useSiteTimeZone();
  const { error, onBlur, onFocus } = form.getInputProps('publishAt');
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h5" component="legend">
        Publishing
      </Title>
      <Radio.Group
        value={values.status}
        onChange={(v) => {
          set('status', v);
          form.clearFieldError('publishAt');
        }}
        aria-label="Publishing status"
      >
        <Stack gap={6} mt={4}>
          {PUBLISH_STATES.map((state) => (
            <Radio key={state} value={state} label={PUBLISH_STATE_LABELS[state]} description={HINTS[state]} />
          ))}
        </Stack>
      </Radio.Group>
      {values.status === 'scheduled' && (
        <TextInput
          type="datetime-local"
          label="Publish at"
          description={`On the site's clocks: ${zone} (${zoneOffsetLabel(zone)}), set in Settings`}
          withAsterisk
          maw={320}
          value={zonedInputValue(values.publishAt, zone)}
          onChange={(e) => set('publishAt', instantOfZoned(e.currentTarget.value, zone)?.toISOString() ?? '')}
          error={error}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      )}
      {values.status === 'published' && (
        <Text size="xs" c="dimmed">
          A product or blog already public keeps its first publishing date when edited.
        </Text>
      )}
    </Stack>
  );
}
