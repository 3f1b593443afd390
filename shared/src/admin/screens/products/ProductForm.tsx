import {
  ActionIcon,
  Badge,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { ImagePlus, RotateCcw, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UPLOAD_LIMITS } from '../../../contract/constants.js';
import { productCreateSchema, productUpdateSchema } from '../../../contract/schemas.js';
import type { CategoryDto } from '../../../contract/types.js';
import { FormActions } from '../../components/FormActions.js';
import { useAdminServices } from '../../context.js';
import { useObjectUrls } from '../../previews.js';
import { adminRoutes } from '../../routes.js';
import { useZodForm } from '../../useZodForm.js';

/** The picker offers png and jpeg (the server also takes webp, checked by content). */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const MAX_MB = UPLOAD_LIMITS.imageBytes / (1024 * 1024);

export type ProductFormValues = {
  name: string;
  description: string;
  /** Number inputs hold '' while empty; the shared schema turns that into "… must be a number". */
  price: number | string;
  ratings: number | string;
  stock: number | string;
  /** Category id, '' while none is chosen. */
  category: string;
  /** New files to upload (multipart field `images`, named so server errors land here). */
  images: File[];
  /** Edit only: the current image paths that stay (multipart field `keepImages`). */
  keepImages: string[];
};

export const emptyProduct: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  ratings: '',
  stock: '',
  category: '',
  images: [],
  keepImages: [],
};

interface Props {
  mode: 'add' | 'edit';
  initialValues?: ProductFormValues;
  /** The product's images when the form opened (edit); each can be toggled off. */
  currentImages?: string[];
  /** null while loading. */
  categories: CategoryDto[] | null;
  submitLabel: string;
  busyLabel: string;
  /** Shown under the buttons (the upload progress bar). */
  footer?: ReactNode;
  /** Resolves to field errors from the server (shown next to the fields), or nothing on success. */
  onSubmit: (values: ProductFormValues) => Promise<Record<string, string> | void>;
}

/** What the file input shows once files are chosen (the previews below name them). */
function NewImageCount({ value }: { value: null | File | File[] }) {
  const count = Array.isArray(value) ? value.length : value ? 1 : 0;
  return <>{count === 1 ? '1 new image' : `${count} new images`}</>;
}

function imageRule(values: ProductFormValues): FormErrors {
  return values.images.length + values.keepImages.length === 0 ? { images: 'At least one image is required' } : {};
}

/** Fields and buttons only: the screen around it owns the request, the message and the redirect. */
export function ProductForm({ mode, initialValues, currentImages = [], categories, submitLabel, busyLabel, footer, onSubmit }: Props) {
  const { api } = useAdminServices();
  const form = useZodForm<ProductFormValues>(mode === 'add' ? productCreateSchema : productUpdateSchema, initialValues ?? emptyProduct, {
    errorPriority: 'first',
    extraRules: imageRule,
  });
  const { images, keepImages } = form.values;
  const previews = useObjectUrls(images);

  const addFiles = (picked: File[]) => {
    // The clear button of the input hands over an empty list: drop every new image.
    if (picked.length === 0) {
      form.setFieldValue('images', []);
      return;
    }
    const fresh = picked.filter((f) => !images.some((i) => i.name === f.name && i.size === f.size && i.lastModified === f.lastModified));
    const wrongType = fresh.filter((f) => !IMAGE_TYPES.includes(f.type));
    const tooBig = fresh.filter((f) => IMAGE_TYPES.includes(f.type) && f.size > UPLOAD_LIMITS.imageBytes);
    const room = UPLOAD_LIMITS.productImages - keepImages.length - images.length;
    const accepted = fresh.filter((f) => !wrongType.includes(f) && !tooBig.includes(f));
    const added = accepted.slice(0, Math.max(0, room));
    form.setFieldValue('images', [...images, ...added]);
    const problems = [
      wrongType.length && `Only PNG and JPEG images can be added (${wrongType.map((f) => f.name).join(', ')})`,
      tooBig.length && `Images must be at most ${MAX_MB} MB (${tooBig.map((f) => f.name).join(', ')})`,
      added.length < accepted.length && `A product has at most ${UPLOAD_LIMITS.productImages} images`,
    ].filter(Boolean);
    if (problems.length) form.setFieldError('images', problems.join('. '));
    else form.clearFieldError('images');
  };

  const removeFile = (file: File) => {
    form.setFieldValue(
      'images',
      images.filter((f) => f !== file),
    );
  };

  const toggleKeep = (path: string) => {
    // Keep the product's original order for the images that stay.
    const next = keepImages.includes(path) ? keepImages.filter((p) => p !== path) : currentImages.filter((p) => p === path || keepImages.includes(p));
    form.setFieldValue('keepImages', next);
    form.clearFieldError('images');
    form.clearFieldError('keepImages');
  };

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
  });

  const categoryOptions = (categories ?? []).map((c) => ({ value: c._id, label: c.name }));
  const categoryProps = form.getInputProps('category');

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack>
              <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
              <Textarea label="Description" withAsterisk autosize minRows={4} maxRows={12} {...form.getInputProps('description')} />
              <Select
                label="Category"
                withAsterisk={mode === 'add'}
                placeholder={categories === null ? 'Loading categories...' : categoryOptions.length ? 'Select a category' : 'No categories yet'}
                data={categoryOptions}
                searchable
                nothingFoundMessage="No category with that name"
                value={form.values.category || null}
                onChange={(value) => form.setFieldValue('category', value ?? '')}
                error={categoryProps.error}
                onFocus={categoryProps.onFocus}
                onBlur={categoryProps.onBlur}
                description={
                  categories?.length === 0 ? (
                    <>
                      Create one first under <Link to={adminRoutes.addCategory}>Add Category</Link>.
                    </>
                  ) : undefined
                }
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <NumberInput label="Price" withAsterisk placeholder="₹0" min={0} decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" prefix="₹" hideControls {...form.getInputProps('price')} />
                <NumberInput label="Stock" withAsterisk min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps('stock')} />
                <NumberInput label="Ratings" withAsterisk={mode === 'add'} placeholder="0 to 5" min={0} max={5} step={0.5} decimalScale={1} {...form.getInputProps('ratings')} />
              </SimpleGrid>
            </Stack>
          </Paper>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack>
              {mode === 'edit' && currentImages.length > 0 && (
                <div>
                  <Title order={2} fz="sm" fw={500} mb={2}>
                    Current images
                  </Title>
                  <Text size="xs" c="dimmed" mb="xs">
                    Images marked for removal are deleted when you save.
                  </Text>
                  <SimpleGrid cols={3} spacing="xs">
                    {currentImages.map((path, i) => {
                      const kept = keepImages.includes(path);
                      return (
                        <Card key={path} withBorder padding={4} radius="md" opacity={kept ? 1 : 0.55}>
                          <Card.Section>
                            <Image src={api.mediaUrl(path)} alt={`Current image ${i + 1}`} h={84} fit="cover" />
                          </Card.Section>
                          <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
                            {kept ? (
                              <Text size="xs" c="dimmed">
                                Image {i + 1}
                              </Text>
                            ) : (
                              <Badge size="xs" color="red" variant="light">
                                Removed
                              </Badge>
                            )}
                            <ActionIcon
                              size="sm"
                              variant="subtle"
                              color={kept ? 'red' : 'gray'}
                              aria-pressed={!kept}
                              aria-label={kept ? `Remove current image ${i + 1}` : `Keep current image ${i + 1}`}
                              onClick={() => toggleKeep(path)}
                            >
                              {kept ? <Trash2 size={14} /> : <RotateCcw size={14} />}
                            </ActionIcon>
                          </Group>
                        </Card>
                      );
                    })}
                  </SimpleGrid>
                </div>
              )}

              <FileInput
                label={mode === 'add' ? 'Images' : 'Add images'}
                withAsterisk={mode === 'add'}
                description={`PNG or JPEG, up to ${MAX_MB} MB each, at most ${UPLOAD_LIMITS.productImages} images`}
                placeholder="Choose images"
                leftSection={<ImagePlus size={16} aria-hidden />}
                multiple
                accept={IMAGE_TYPES.join(',')}
                value={images}
                onChange={addFiles}
                valueComponent={NewImageCount}
                clearable
                clearButtonProps={{ 'aria-label': 'Remove all new images' }}
                fileInputProps={{ 'aria-label': mode === 'add' ? 'Upload images' : 'Upload more images' }}
                error={form.errors.images ?? form.errors.keepImages}
              />

              {images.length > 0 && (
                <SimpleGrid cols={3} spacing="xs" aria-label="New images">
                  {images.map((file) => (
                    <Card key={`${file.name}-${file.size}-${file.lastModified}`} withBorder padding={4} radius="md">
                      <Card.Section>
                        {previews.get(file) ? (
                          <Image src={previews.get(file)} alt={`Preview of ${file.name}`} h={84} fit="cover" />
                        ) : (
                          <div style={{ height: 84 }} />
                        )}
                      </Card.Section>
                      <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
                        <Text size="xs" truncate title={file.name}>
                          {file.name}
                        </Text>
                        <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove ${file.name}`} onClick={() => removeFile(file)}>
                          <X size={14} />
                        </ActionIcon>
                      </Group>
                    </Card>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Stack mt="xl" maw={520}>
        <FormActions submitting={form.submitting} submitLabel={submitLabel} busyLabel={busyLabel} cancelTo={adminRoutes.products} />
        {footer}
      </Stack>
    </form>
  );
}
