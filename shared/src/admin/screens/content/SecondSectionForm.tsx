import { Badge, Button, Card, FileInput, Grid, Group, Image, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { ImagePlus } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { UPLOAD_LIMITS } from '../../../contract/constants.js';
import { secondSectionSchema } from '../../../contract/schemas.js';
import { FormActions } from '../../components/FormActions.js';
import { useObjectUrls } from '../../previews.js';
import { adminRoutes } from '../../routes.js';
import { useZodForm } from '../../useZodForm.js';

export type SecondSectionFormValues = {
  title: string;
  para: string;
  /** A new image, sent as `imgSrc`; null keeps the current one. */
  imgSrc: File | null;
};

interface Props {
  initialValues: SecondSectionFormValues;
  /** Address of the image the record has now, shown until a new one is chosen. */
  currentImageUrl: string | null;
  submitLabel: string;
  busyLabel: string;
  footer?: ReactNode;
  onSubmit: (values: SecondSectionFormValues) => Promise<Record<string, string> | void>;
}

const MAX_MB = UPLOAD_LIMITS.imageBytes / (1024 * 1024);

/** Fields and buttons only: the screen around it owns the request, the message and the redirect. */
export function SecondSectionForm({ initialValues, currentImageUrl, submitLabel, busyLabel, footer, onSubmit }: Props) {
  const form = useZodForm(secondSectionSchema, initialValues, { errorPriority: 'first' });
  const file = form.values.imgSrc;
  const chosen = useMemo(() => (file ? [file] : []), [file]);
  const previews = useObjectUrls(chosen);
  const preview = file ? previews.get(file) : currentImageUrl;

  const choose = (picked: File | null) => {
    if (picked && !picked.type.startsWith('image/')) {
      form.setFieldError('imgSrc', 'Choose an image file');
      return;
    }
    if (picked && picked.size > UPLOAD_LIMITS.imageBytes) {
      form.setFieldError('imgSrc', `The image must be at most ${MAX_MB} MB`);
      return;
    }
    form.setFieldValue('imgSrc', picked);
    form.clearFieldError('imgSrc');
  };

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack>
              <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
              <Textarea label="Paragraph" withAsterisk autosize minRows={5} maxRows={14} {...form.getInputProps('para')} />
              <FileInput
                label="Image"
                description={`Replaces the current image only when you choose a new one. PNG, JPEG or WebP, up to ${MAX_MB} MB.`}
                placeholder="Choose a new image"
                leftSection={<ImagePlus size={16} aria-hidden />}
                accept="image/*"
                clearable
                clearButtonProps={{ 'aria-label': 'Keep the current image' }}
                fileInputProps={{ 'aria-label': 'Upload a new image' }}
                value={file}
                onChange={choose}
                error={form.errors.imgSrc}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600}>
                Image preview
              </Text>
              {file ? (
                <Badge color="brand" variant="light">
                  New image
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Current image
                </Badge>
              )}
            </Group>
            {preview ? (
              <Image src={preview} alt={file ? `Preview of ${file.name}` : 'Current image'} radius="sm" mah={320} fit="contain" />
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
