import { ActionIcon, Button, CloseButton, Fieldset, Group, Image, Input, MultiSelect, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import type { Field } from '../../contract/content/define.js';
import type { MediaItemDto } from '../../contract/media.js';
import { ChooseFromLibrary } from '../components/MediaPicker.js';

/**
 * Inputs of the declared field kinds that hold more than one text: several choices, tags, figures
 * and media library images (shared/contract/content/define.ts). Each takes the props Mantine's
 * `getInputProps` gives (value, onChange, error) and the field's label and hint.
 */
interface InputProps<V> {
  field: Field;
  value: V;
  onChange: (value: V) => void;
  error?: unknown;
  withAsterisk?: boolean;
}

const errorText = (error: unknown) => (typeof error === 'string' ? error : undefined);

/** Several of the field's options. */
export function ChoicesInput({ field, value, onChange, error, withAsterisk }: InputProps<string[]>) {
  return (
    <MultiSelect
      label={field.label}
      description={field.hint}
      withAsterisk={withAsterisk}
      data={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
      value={value ?? []}
      onChange={onChange}
      error={errorText(error)}
      clearable
    />
  );
}

/** Short texts typed one by one (Enter or a comma adds one). */
export function TagsField({ field, value, onChange, error, withAsterisk }: InputProps<string[]>) {
  return <TagsInput label={field.label} description={field.hint ?? 'Press Enter after each one.'} withAsterisk={withAsterisk} value={value ?? []} onChange={onChange} error={errorText(error)} clearable />;
}

export interface Figure {
  value: string;
  label: string;
}

/** Figures, each a value and what it measures; errors are shown on the row's inputs (`results.0.value`). */
export function FiguresInput({ field, value, onChange, error, withAsterisk, errors = {}, name }: InputProps<Figure[]> & { errors?: Record<string, unknown>; name: string }) {
  const rows = value ?? [];
  const set = (i: number, patch: Partial<Figure>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <Fieldset legend={`${field.label}${withAsterisk ? ' *' : ''}`} variant="unstyled">
      <Stack gap="xs">
        {field.hint && (
          <Text size="xs" c="dimmed">
            {field.hint}
          </Text>
        )}
        {rows.map((row, i) => (
          <Group key={i} align="flex-start" wrap="nowrap">
            <TextInput label={`Figure ${i + 1}`} w={140} value={row.value} onChange={(e) => set(i, { value: e.currentTarget.value })} error={errorText(errors[`${name}.${i}.value`])} />
            <TextInput label={`What figure ${i + 1} measures`} style={{ flex: 1 }} value={row.label} onChange={(e) => set(i, { label: e.currentTarget.value })} error={errorText(errors[`${name}.${i}.label`])} />
            <ActionIcon mt={26} variant="subtle" color="red" aria-label={`Remove figure ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              <Trash2 size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" size="xs" leftSection={<Plus size={14} aria-hidden />} disabled={field.max !== undefined && rows.length >= field.max} onClick={() => onChange([...rows, { value: '', label: '' }])}>
            Add a figure
          </Button>
        </Group>
        {errorText(error) && <Input.Error>{errorText(error)}</Input.Error>}
      </Stack>
    </Fieldset>
  );
}

interface ImagesProps<V> extends InputProps<V> {
  mediaUrl: (path: string) => string;
  /** Alt texts of the images the record holds (from its answer) and those chosen since. */
  alts: Record<string, string>;
  onAlts: (alts: Record<string, string>) => void;
}

function Thumb({ path, alt, mediaUrl, onRemove }: { path: string; alt: string; mediaUrl: (path: string) => string; onRemove: () => void }) {
  return (
    <Stack gap={4}>
      <Image src={mediaUrl(path)} alt={alt} radius="sm" h={110} fit="cover" />
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {alt || 'No alt text'}
        </Text>
        <CloseButton size="sm" aria-label={`Remove image: ${alt || path}`} onClick={onRemove} />
      </Group>
    </Stack>
  );
}

const altsOf = (items: MediaItemDto[]) => Object.fromEntries(items.map((item) => [item.path, item.alt]));

/** One image from the media library (with the alt text written there). */
export function ImageInput({ field, value, onChange, error, withAsterisk, mediaUrl, alts, onAlts }: ImagesProps<string>) {
  return (
    <Input.Wrapper label={field.label} description={field.hint} withAsterisk={withAsterisk} error={errorText(error)}>
      <Stack gap="xs" mt={4}>
        {value && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Thumb path={value} alt={alts[value] ?? ''} mediaUrl={mediaUrl} onRemove={() => onChange('')} />
          </SimpleGrid>
        )}
        <Group>
          <ChooseFromLibrary
            max={1}
            exclude={value ? [value] : []}
            label={value ? `Replace ${field.label.toLowerCase()}` : `Choose ${field.label.toLowerCase()}`}
            onPick={(items) => {
              onAlts({ ...alts, ...altsOf(items) });
              onChange(items[0]?.path ?? value);
            }}
          />
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

/** Several images from the media library, in order. */
export function ImagesInput({ field, value, onChange, error, mediaUrl, alts, onAlts, max }: ImagesProps<string[]> & { max: number }) {
  const list = value ?? [];
  return (
    <Input.Wrapper label={field.label} description={field.hint} error={errorText(error)}>
      <Stack gap="xs" mt={4}>
        {list.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {list.map((path) => (
              <Thumb key={path} path={path} alt={alts[path] ?? ''} mediaUrl={mediaUrl} onRemove={() => onChange(list.filter((p) => p !== path))} />
            ))}
          </SimpleGrid>
        )}
        <Group>
          <ChooseFromLibrary
            max={max - list.length}
            exclude={list}
            label={`Add ${field.label.toLowerCase()}`}
            onPick={(items) => {
              onAlts({ ...alts, ...altsOf(items) });
              onChange([...list, ...items.map((item) => item.path)]);
            }}
          />
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
