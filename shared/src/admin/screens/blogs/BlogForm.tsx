import {
  ActionIcon,
  Box,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ArrowDown, ArrowUp, FileImage, FileVideo, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { BLOG_CATEGORIES } from '../../../contract/constants.js';
import { blogCreateSchema, blogFieldsSchema } from '../../../contract/schemas.js';
import { BLOG_CATEGORY_LABELS, emptyBlogValues, emptySection, type BlogFormValues } from './blogFormData.js';
import { UploadProgress } from '../../components/UploadProgress.js';
import { ChooseFromLibrary } from '../../components/MediaPicker.js';
import type { MediaItemDto } from '../../../contract/media.js';
import { useZodForm } from '../../useZodForm.js';
import type { AutosaveCall } from '../../content/autosave.js';
import { PublishActions, PublishingFields } from '../../components/PublishingFields.js';
import { RichTextInput } from '../../components/RichTextInput.js';
import { SeoFields } from '../../content/SeoFields.js';
import { publishingRule } from '../../content/publishing.js';
import { useObjectUrl } from '../../previews.js';
import { useUnsavedChangesGuard } from '../../useUnsavedChangesGuard.js';

export const ONE_SECTION_REQUIRED = 'At least one content block is required.';

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] }));

/** Heading and description rules of a section, as the server declares them. */
const sectionTextSchema = blogCreateSchema.shape.content.out.element;

// The browser's idea of the type (from the picker's filter); the server checks the bytes.
const chosenFile = (kind: 'video' | 'image', wrongType: string) =>
  z.custom<File | null>((v) => v === null || (v instanceof File && (v.type === '' || v.type.startsWith(`${kind}/`))), wrongType);

/**
 * The server's rules plus the uploads: on create the icon is required; a section's image is
 * optional (a new one needs its alt text), and on edit a section without a new image keeps the one
 * it has unless it is removed.
 */
function blogFormSchema(mode: 'create' | 'edit') {
  const icon = chosenFile('video', 'The icon must be a video file');
  return blogFieldsSchema.extend({
    iconImage: mode === 'create' ? icon.refine((v) => v !== null, 'Choose a video file') : icon,
    content: z
      .array(
        sectionTextSchema
          .extend({ key: z.string(), image: chosenFile('image', 'Choose an image file'), currentImage: z.string().nullable(), libraryAlt: z.string().nullable(), imageAlt: z.string() })
          .refine((s) => s.image === null || s.imageAlt.trim() !== '', { path: ['imageAlt'], message: 'Alt text is required' }),
      )
      .min(1, ONE_SECTION_REQUIRED),
  });
}

interface Props {
  mode: 'create' | 'edit';
  initialValues?: BlogFormValues;
  /** Stored video icon (edit), shown until a new one is chosen. */
  currentIcon?: string | null;
  mediaUrl: (path: string) => string;
  submitLabel: string;
  busyLabel: string;
  /** Upload progress from 0 to 100 while the request is sent, else null. */
  uploadProgress: number | null;
  /** Resolves to field errors from the server (shown next to the fields), or nothing on success. */
  onSubmit: (values: BlogFormValues) => Promise<Record<string, string> | void>;
  /** An edit form's autosave, every 30 s while it has changes. */
  autosave?: AutosaveCall<BlogFormValues>;
}

/** Fields and buttons only: the screen around it owns the request, the message and the redirect. */
export function BlogForm({ mode, initialValues, currentIcon, mediaUrl, submitLabel, busyLabel, uploadProgress, onSubmit, autosave }: Props) {
  // The form reads its values once; the edit screen mounts it (keyed by the blog) once loaded.
  const form = useZodForm(blogFormSchema(mode), initialValues ?? emptyBlogValues(), { extraRules: (values: BlogFormValues) => publishingRule(values) });
  useUnsavedChangesGuard(form.isDirty() && !form.submitting);

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
    // Saved: nothing is left to lose, so the screen's redirect passes the unsaved-changes guard.
    else form.resetDirty(values);
  });

  const addSection = () => {
    form.insertListItem('content', emptySection());
    form.clearFieldError('content');
  };
  const removeSection = (index: number) => {
    // A blog keeps at least one content section.
    if (form.values.content.length <= 1) {
      form.setFieldError('content', ONE_SECTION_REQUIRED);
      return;
    }
    form.removeListItem('content', index);
    form.clearFieldError('content');
  };

  // Sections move by their buttons (keyboard and pointer) or by dragging; the move is announced, and
  // the button that moved it keeps the focus, so pressing it again moves the section further.
  const [moved, setMoved] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const moveSection = (from: number, to: number, focus?: 'up' | 'down') => {
    const count = form.values.content.length;
    if (to < 0 || to >= count || from === to) return;
    const key = form.values.content[from].key;
    form.reorderListItem('content', { from, to });
    setMoved(`Section moved to position ${to + 1} of ${count}`);
    if (focus) {
      requestAnimationFrame(() => {
        const button = document.querySelector<HTMLButtonElement>(`[data-move="${key}-${focus}"]`);
        (button && !button.disabled ? button : document.querySelector<HTMLButtonElement>(`[data-move="${key}-${focus === 'up' ? 'down' : 'up'}"]`))?.focus();
      });
    }
  };

  const sectionsError = form.errors.content;
  const busy = form.submitting;

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'Create blog' : 'Edit blog'}>
      <Stack maw={960} gap="lg">
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            Blog details
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
              <TextInput label="Author" withAsterisk {...form.getInputProps('author')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Heading" withAsterisk {...form.getInputProps('heading')} />
              <Select
                label="Category"
                withAsterisk
                placeholder="Select a category"
                data={CATEGORY_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('category')}
              />
            </SimpleGrid>
            <Textarea label="Description" withAsterisk autosize minRows={4} maxRows={12} {...form.getInputProps('description')} />
          </Stack>
        </Paper>

        <Paper withBorder p="lg">
          <PublishingFields form={form} isNew={mode === 'create'} />
        </Paper>

        <Paper withBorder p="lg">
          <SeoFields
            form={form}
            kind="blog"
            mode={mode}
            title={form.values.title}
            description={form.values.description}
            images={form.values.content.flatMap((s) => (s.currentImage && !s.image ? [s.currentImage] : []))}
            mediaUrl={mediaUrl}
          />
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            Icon video
          </Title>
          <IconField form={form} mode={mode} currentIcon={currentIcon ?? null} mediaUrl={mediaUrl} />
        </Paper>

        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Content sections
            </Title>
            <Button variant="light" leftSection={<Plus size={16} aria-hidden />} onClick={addSection}>
              Add section
            </Button>
          </Group>
          {form.values.content.map((section, index) => (
            <SectionFields
              key={section.key}
              form={form}
              index={index}
              count={form.values.content.length}
              mediaUrl={mediaUrl}
              onRemove={() => removeSection(index)}
              onMove={moveSection}
              dragging={dragging}
              onDragFrom={setDragging}
            />
          ))}
          <VisuallyHidden role="status" aria-live="polite">
            {moved}
          </VisuallyHidden>
          {sectionsError && (
            <Text c="red" size="sm" role="alert">
              {sectionsError}
            </Text>
          )}
        </Stack>

        <UploadProgress value={uploadProgress} />
        <PublishActions form={form} isNew={mode === 'create'} submitting={busy} submitLabel={submitLabel} busyLabel={busyLabel} autosave={autosave} />
      </Stack>
    </form>
  );
}

type Form = UseFormReturnType<BlogFormValues>;

function IconField({ form, mode, currentIcon, mediaUrl }: { form: Form; mode: 'create' | 'edit'; currentIcon: string | null; mediaUrl: (path: string) => string }) {
  const chosen = form.values.iconImage;
  const chosenUrl = useObjectUrl(chosen);
  const previewUrl = chosenUrl ?? (currentIcon ? mediaUrl(currentIcon) : null);
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <FileInput
        label="Icon video"
        withAsterisk={mode === 'create'}
        description={mode === 'edit' ? 'MP4 or WebM. Leave empty to keep the current video.' : 'MP4 or WebM, shown looping on the service pages.'}
        placeholder={mode === 'edit' ? 'Keep the current video' : 'Choose a video'}
        accept="video/*"
        clearable
        leftSection={<FileVideo size={16} aria-hidden />}
        w={{ base: '100%', sm: 360 }}
        {...form.getInputProps('iconImage')}
      />
      {previewUrl && (
        <Box>
          <Text size="xs" c="dimmed" mb={4}>
            {chosen ? 'New video' : 'Current video'}
          </Text>
          <Box
            component="video"
            src={previewUrl}
            muted
            loop
            autoPlay
            playsInline
            controls
            aria-label="Icon video preview"
            w={240}
            h={135}
            bg="dark.8"
            style={{ borderRadius: 'var(--mantine-radius-md)', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      )}
    </Group>
  );
}

/** The drag data of a section's handle: the index of the section it moves. */
const SECTION_DRAG = 'application/x-itsite-section';

interface SectionProps {
  form: Form;
  index: number;
  count: number;
  mediaUrl: (path: string) => string;
  onRemove: () => void;
  onMove: (from: number, to: number, focus?: 'up' | 'down') => void;
  /** The index of the section being dragged, if any. */
  dragging: number | null;
  onDragFrom: (index: number | null) => void;
}

function SectionFields({ form, index, count, mediaUrl, onRemove, onMove, dragging, onDragFrom }: SectionProps) {
  const section = form.values.content[index];
  const chosenUrl = useObjectUrl(section.image);
  const previewUrl = chosenUrl ?? (section.currentImage ? mediaUrl(section.currentImage) : null);
  const keeps = section.currentImage !== null;
  const fromLibrary = section.libraryAlt !== null;
  const pick = ([item]: MediaItemDto[]) => {
    if (!item) return;
    form.setFieldValue(`content.${index}.image`, null);
    form.setFieldValue(`content.${index}.currentImage`, item.path);
    form.setFieldValue(`content.${index}.libraryAlt`, item.alt);
    form.clearFieldError(`content.${index}.image`);
  };
  /** The section goes without a picture (its words alone), until one is chosen again. */
  const removeImage = () => {
    form.setFieldValue(`content.${index}.currentImage`, null);
    form.setFieldValue(`content.${index}.libraryAlt`, null);
  };
  const number = index + 1;
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-label={`Section ${number}`}
      data-testid={`section-${number}`}
      onDragOver={(e) => {
        // Only a section's own handle is dropped here (its data names the section it moves).
        if (e.dataTransfer.types.includes(SECTION_DRAG)) e.preventDefault();
      }}
      onDrop={(e) => {
        // The section being dragged, as its handle's data says (or as it said when the drag began).
        const data = e.dataTransfer.getData(SECTION_DRAG);
        const from = data !== '' ? Number(data) : dragging;
        if (!e.dataTransfer.types.includes(SECTION_DRAG) || from === null || !Number.isInteger(from)) return;
        e.preventDefault();
        onMove(from, index);
        onDragFrom(null);
      }}
      style={dragging === index ? { opacity: 0.5 } : undefined}
    >
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Box
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData(SECTION_DRAG, String(index));
              onDragFrom(index);
            }}
            onDragEnd={() => onDragFrom(null)}
            style={{ cursor: 'grab', display: 'inline-flex' }}
            title="Drag to move this section"
            aria-hidden
            data-testid={`drag-section-${number}`}
          >
            <GripVertical size={16} />
          </Box>
          <Text fw={600}>Section {number}</Text>
          <ActionIcon
            variant="subtle"
            size="sm"
            data-move={`${section.key}-up`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1, 'up')}
            aria-label={`Move section ${number} up`}
          >
            <ArrowUp size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            data-move={`${section.key}-down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1, 'down')}
            aria-label={`Move section ${number} down`}
          >
            <ArrowDown size={14} aria-hidden />
          </ActionIcon>
        </Group>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<Trash2 size={14} aria-hidden />}
          onClick={onRemove}
          aria-label={`Remove section ${number}`}
        >
          Remove section
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <TextInput label="Section heading" withAsterisk {...form.getInputProps(`content.${index}.heading`)} />
          <RichTextInput label="Section description" withAsterisk {...form.getInputProps(`content.${index}.description`)} />
        </Stack>
        <Stack gap="sm">
          <Group justify="flex-end">
            {keeps && (
              <Button variant="subtle" color="gray" size="xs" onClick={removeImage}>
                {`Remove section ${number} image`}
              </Button>
            )}
            <ChooseFromLibrary max={1} exclude={section.currentImage ? [section.currentImage] : []} onPick={pick} label={`Choose section ${number} image from library`} />
          </Group>
          <FileInput
            label="Section image (optional)"
            description={keeps ? `Leave empty to keep the ${fromLibrary ? 'library' : 'current'} image.` : 'PNG, JPEG or WebP, or one from the library.'}
            placeholder={keeps ? `Keep the ${fromLibrary ? 'library' : 'current'} image` : 'Choose an image'}
            accept="image/*"
            clearable
            leftSection={<FileImage size={16} aria-hidden />}
            {...form.getInputProps(`content.${index}.image`)}
          />
          {section.image ? (
            // What the new image shows, for people who cannot see it: the blog page says it.
            <TextInput label={`Section ${number} image alt text`} withAsterisk maxLength={250} description="What the image shows" {...form.getInputProps(`content.${index}.imageAlt`)} />
          ) : null}
          {previewUrl ? (
            <Box>
              <Text size="xs" c="dimmed" mb={4}>
                {section.image ? 'New image' : fromLibrary ? `From the library: ${section.libraryAlt}` : 'Current image'}
              </Text>
              <Image src={previewUrl} alt={`Section ${number} image preview`} h={160} w="auto" maw="100%" fit="contain" radius="md" bg="gray.1" />
            </Box>
          ) : (
            <Box h={160} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px dashed var(--mantine-color-gray-4)', display: 'grid', placeItems: 'center' }}>
              <Text size="sm" c="dimmed">
                No image: the section shows its words alone
              </Text>
            </Box>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
