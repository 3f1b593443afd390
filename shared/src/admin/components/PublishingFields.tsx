import { Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PUBLISH_STATES, PUBLISH_STATE_LABELS, type PublishState } from '../../contract/publishing.js';
import type { PublishingValues } from '../content/publishing.js';

const HINTS: Record<PublishState, string> = {
  draft: 'Only staff see it; visitors and search engines do not.',
  scheduled: 'It goes public by itself at the time below.',
  published: 'Public on the site as soon as it is saved.',
};

/** The time zone the schedule is read in: the editor's own, as the browser knows it. */
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';

/**
 * Draft, scheduled (with its date and time) or published: the part of a product's and a blog's form
 * that says who sees it and from when.
 */
export function PublishingFields<T extends PublishingValues>({ form }: { form: UseFormReturnType<T> }) {
  const values = form.values as PublishingValues;
  const set = form.setFieldValue as (path: string, value: unknown) => void;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h5" component="legend">
        Publishing
      </Title>
      <Radio.Group
        value={values.status}
        onChange={(v) => {
          set('status', v);
          form.clearFieldError('publishAtLocal');
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
          description={`In ${zone()}`}
          withAsterisk
          maw={280}
          {...form.getInputProps('publishAtLocal')}
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
