import { Badge, Card, FileInput, Grid, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { ImagePlus } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { secondSectionSchema, secondSectionType } from '../../../contract/content/secondSection.js';
import { mediaKinds, megabytes, pickFiles, uploads } from '../../../contract/content/uploads.js';
import { MEDIA_ALT_MAX } from '../../../contract/media.js';
import { FormActions } from '../../components/FormActions.js';
import { ChooseFromLibrary } from '../../components/MediaPicker.js';
import { useAdminServices } from '../../context.js';
import { ContentFields } from '../../content/ContentFields.js';
import type { FormValuesOf } from '../../content/values.js';
import { useObjectUrls } from '../../previews.js';
import { adminRoutes } from '../../routes.js';
import { useZodForm } from '../../useZodForm.js';
import { useUnsavedChangesGuard } from '../../useUnsavedChangesGuard.js';

export type SecondSectionFormValues = FormValuesOf<typeof secondSectionType> & {
  /** A new image, sent as `imgSrc`; null keeps the current one. */
  imgSrc: File | null;
  /** The new image's alt text (sent as `imgAlt`; required with a new image: the home page shows it). */
  imgAlt: string;
  /** An image chosen from the media library instead (sent as `libraryImage`), with its alt text. */
  libraryImage: { path: string; alt: string } | null;
};

const altRule = (values: SecondSectionFormValues) => (values.imgSrc && !values.imgAlt.trim() ? { imgAlt: 'Alt text is required' } : {});

const IMAGE = uploads.secondSectionImage;

interface Props {
  initialValues: SecondSectionFormValues;
  /** Address of the image the record has now, shown until a new one is chosen. */
  currentImageUrl: string | null;
  submitLabel: string;
  busyLabel: string;
  footer?: ReactNode;
  onSubmit: (values: SecondSectionFormValues) => Promise<Record<string, string> | void>;
}

const KIND = mediaKinds[IMAGE.kind];

/** Fields and buttons only: the screen around it owns the request, the message and the redirect. */
export function SecondSectionForm({ initialValues, currentImageUrl, submitLabel, busyLabel, footer, onSubmit }: Props) {
  const form = useZodForm(secondSectionSchema, initialValues, { errorPriority: 'first', extraRules: altRule });
  const file = form.values.imgSrc;
  const chosen = useMemo(() => (file ? [file] : []), [file]);
  useUnsavedChangesGuard(form.isDirty() && !form.submitting);
  const previews = useObjectUrls(chosen);
  const { api } = useAdminServices();
  const library = form.values.libraryImage;
  const preview = file ? previews.get(file) : library ? api.mediaUrl(library.path) : currentImageUrl;

  const choose = (picked: File | null) => {
    const { accepted, problems } = pickFiles(IMAGE, picked ? [picked] : []);
    if (problems.length) {
      form.setFieldError('imgSrc', problems.join('. '));
      return;
    }
    form.setFieldValue('imgSrc', accepted[0] ?? null);
    form.clearFieldError('imgSrc');
  };

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
    // Saved: nothing is left to lose, so the screen's redirect passes the unsaved-changes guard.
    else form.resetDirty(values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack>
              <ContentFields type={secondSectionType} form={form} />
              <FileInput
                label="Image"
                description={`Replaces the current image only when you choose a new one. ${KIND.formats}, up to ${megabytes(KIND.maxBytes)} MB.`}
                placeholder="Choose a new image"
                leftSection={<ImagePlus size={16} aria-hidden />}
                accept={KIND.mimeTypes.join(',')}
                clearable
                clearButtonProps={{ 'aria-label': 'Keep the current image' }}
                fileInputProps={{ 'aria-label': 'Upload a new image' }}
                value={file}
                onChange={choose}
                error={form.errors.imgSrc ?? form.errors.libraryImage}
              />
              {file && <TextInput label="Image alt text" description="What the image shows, for people who cannot see it" withAsterisk maxLength={MEDIA_ALT_MAX} {...form.getInputProps('imgAlt')} />}
              <Group justify="flex-end">
                <ChooseFromLibrary
                  max={1}
                  onPick={([item]) => {
                    if (!item) return;
                    form.setFieldValue('imgSrc', null);
                    form.setFieldValue('libraryImage', { path: item.path, alt: item.alt });
                    form.clearFieldError('libraryImage');
                  }}
                  label="Choose the image from library"
                />
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600}>
                Image preview
              </Text>
              {file || library ? (
                <Badge color="brand" variant="light">
                  {file ? 'New image' : 'From the library'}
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Current image
                </Badge>
              )}
            </Group>
            {preview ? (
              <Image src={preview} alt={file ? `Preview of ${file.name}` : library ? library.alt : 'Current image'} radius="sm" mah={320} fit="contain" />
            ) : (
              <Text size="sm" c="dimmed" py="xl" ta="center">
                No image yet
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <Stack mt="xl" maw={520}>
        <FormActions submitting={form.submitting} submitLabel={submitLabel} busyLabel={busyLabel} cancelTo={adminRoutes.content} />
        {footer}
      </Stack>
    </form>
  );
}
