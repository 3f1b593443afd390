import { ActionIcon, Badge, Card, FileInput, Grid, Group, Image, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { ImagePlus, RotateCcw, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productCreateSchema, productType, productUpdateSchema } from '../../../contract/content/product.js';
import { countProblem, formatsOf, mediaKinds, megabytes, pickFiles, uploads } from '../../../contract/content/uploads.js';
import type { CategoryDto } from '../../../contract/types.js';
import type { Field } from '../../../contract/content/define.js';
import { MEDIA_ALT_MAX, type MediaItemDto } from '../../../contract/media.js';
import { ChooseFromLibrary } from '../../components/MediaPicker.js';
import { ContentFields } from '../../content/ContentFields.js';
import { emptyValuesOf, requiredOn, type FormValuesOf } from '../../content/values.js';
import { useAdminServices } from '../../context.js';
import { useObjectUrls } from '../../previews.js';
import { adminRoutes } from '../../routes.js';
import { useZodForm } from '../../useZodForm.js';
import type { AutosaveCall } from '../../content/autosave.js';
import { PublishActions, PublishingFields } from '../../components/PublishingFields.js';
import { SeoFields } from '../../content/SeoFields.js';
import { newPublishing, publishingRule, type PublishingValues } from '../../content/publishing.js';
import { useUnsavedChangesGuard } from '../../useUnsavedChangesGuard.js';

const IMAGES = uploads.productImages;
/** The picker offers png and jpeg (the server also takes webp, checked by content). */
const PICKER_TYPES = ['image/png', 'image/jpeg'];
const MAX_MB = megabytes(mediaKinds.image.maxBytes);

/** The declared fields (number inputs hold '' while empty), and the images. */
export type ProductFormValues = FormValuesOf<typeof productType> &
  PublishingValues & {
  /** New files to upload (multipart field `images`, named so server errors land here). */
  images: File[];
  /** Stored images, in order (multipart field `keepImages`): the current ones that stay (edit) and those chosen from the library. */
  keepImages: string[];
  /** The alt text of each new image, parallel to `images` (multipart field `imageAlts`, required). */
  imageAlts: string[];
};

export const emptyProduct = (): ProductFormValues => ({ ...emptyValuesOf(productType), ...newPublishing(), images: [], keepImages: [], imageAlts: [] });

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
  /** An edit form's autosave, every 30 s while it has changes. */
  autosave?: AutosaveCall<ProductFormValues>;
}

/** What the file input shows once files are chosen (the previews below name them). */
function NewImageCount({ value }: { value: null | File | File[] }) {
  const count = Array.isArray(value) ? value.length : value ? 1 : 0;
  return <>{count === 1 ? '1 new image' : `${count} new images`}</>;
}

function imageRule(values: ProductFormValues): FormErrors {
  const problem = countProblem(IMAGES, values.images.length + values.keepImages.length);
  const alts = Object.fromEntries(values.images.flatMap((_, i) => (values.imageAlts[i]?.trim() ? [] : [[`imageAlts.${i}`, 'Alt text is required']])));
  return { ...(problem ? { images: problem } : {}), ...alts, ...publishingRule(values) };
}

/** Price, stock and ratings share a row; every other declared field stands in the column above. */
const NUMBERS = ['price', 'stock', 'ratings'];

/** Fields and buttons only: the screen around it owns the request, the message and the redirect. */
export function ProductForm({ mode, initialValues, currentImages = [], categories, submitLabel, busyLabel, footer, onSubmit, autosave }: Props) {
  const { api } = useAdminServices();
  const form = useZodForm<ProductFormValues>(mode === 'add' ? productCreateSchema : productUpdateSchema, initialValues ?? emptyProduct(), {
    errorPriority: 'first',
    extraRules: imageRule,
  });
  useUnsavedChangesGuard(form.isDirty() && !form.submitting);
  const { images, keepImages } = form.values;
  const previews = useObjectUrls(images);

  const addFiles = (picked: File[]) => {
    // The clear button of the input hands over an empty list: drop every new image.
    if (picked.length === 0) {
      form.setFieldValue('images', []);
      form.setFieldValue('imageAlts', []);
      return;
    }
    const fresh = picked.filter((f) => !images.some((i) => i.name === f.name && i.size === f.size && i.lastModified === f.lastModified));
    const { accepted, problems } = pickFiles(IMAGES, fresh, keepImages.length + images.length, PICKER_TYPES);
    form.setFieldValue('images', [...images, ...accepted]);
    form.setFieldValue('imageAlts', [...images.map((_, i) => form.values.imageAlts[i] ?? ''), ...accepted.map(() => '')]);
    if (problems.length) form.setFieldError('images', problems.join('. '));
    else form.clearFieldError('images');
  };

  const removeFile = (file: File) => {
    form.setFieldValue(
      'images',
      images.filter((f) => f !== file),
    );
    form.setFieldValue(
      'imageAlts',
      form.values.imageAlts.filter((_, i) => images[i] !== file),
    );
  };

  const setKept = (next: string[]) => {
    form.setFieldValue('keepImages', next);
    form.clearFieldError('images');
    form.clearFieldError('keepImages');
  };

  const toggleKeep = (path: string) => {
    // Keep the product's original order for the images that stay, then the library's.
    const current = currentImages.filter((p) => (p === path ? !keepImages.includes(p) : keepImages.includes(p)));
    setKept([...current, ...keepImages.filter((p) => !currentImages.includes(p))]);
  };

  /** Images chosen from the library (with their alt text, for the previews), in the order chosen. */
  const [libraryAlts, setLibraryAlts] = useState<Record<string, string>>({});
  const chosen = keepImages.filter((p) => !currentImages.includes(p));
  const pickFromLibrary = (items: MediaItemDto[]) => {
    setLibraryAlts({ ...libraryAlts, ...Object.fromEntries(items.map((i) => [i.path, i.alt])) });
    setKept([...keepImages, ...items.map((i) => i.path).filter((p) => !keepImages.includes(p))]);
  };

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
    // Saved: nothing is left to lose, so the screen's redirect passes the unsaved-changes guard.
    else form.resetDirty(values);
  });

  // Ratings may stay empty (a new product starts at 0): the site rates a product by its reviews.
  const asked = requiredOn(mode === 'add' ? 'create' : 'edit');
  const required = (name: string, field: Field) => name !== 'ratings' && asked(name, field);
  const categoryOptions = (categories ?? []).map((c) => ({ value: c._id, label: c.name }));
  const categorySelect = (inputProps: { error?: ReactNode; onFocus?: () => void; onBlur?: () => void }) => (
    <Select
      label={productType.fields.category.label}
      withAsterisk={required('category', productType.fields.category)}
      placeholder={categories === null ? 'Loading categories...' : categoryOptions.length ? 'Select a category' : 'No categories yet'}
      data={categoryOptions}
      searchable
      nothingFoundMessage="No category with that name"
      value={form.values.category || null}
      onChange={(value) => form.setFieldValue('category', value ?? '')}
      error={inputProps.error}
      onFocus={inputProps.onFocus}
      onBlur={inputProps.onBlur}
      description={
        categories?.length === 0 ? (
          <>
            Create one first under <Link to={adminRoutes.addCategory}>Add Category</Link>.
          </>
        ) : undefined
      }
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack>
              <ContentFields type={productType} form={form} required={required} omit={NUMBERS} render={{ category: categorySelect }} />
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <ContentFields
                  type={productType}
                  form={form}
                  required={required}
                  only={NUMBERS}
                  props={{
                    price: { placeholder: '₹0', decimalScale: 2, thousandSeparator: ',', thousandsGroupStyle: 'lakh', prefix: '₹', hideControls: true },
                    stock: { allowDecimal: false, allowNegative: false },
                  }}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg" mb="lg">
            <PublishingFields form={form} isNew={mode === 'add'} />
          </Paper>
          <Paper withBorder radius="md" p="lg" mb="lg">
            <SeoFields form={form} kind="product" mode={mode === 'add' ? 'create' : 'edit'} title={form.values.name} description={form.values.description} images={keepImages} mediaUrl={(p) => api.mediaUrl(p)} />
          </Paper>
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

              {chosen.length > 0 && (
                <div>
                  <Title order={2} fz="sm" fw={500} mb="xs">
                    From the library
                  </Title>
                  <SimpleGrid cols={3} spacing="xs" aria-label="Images from the library">
                    {chosen.map((path) => (
                      <Card key={path} withBorder padding={4} radius="md">
                        <Card.Section>
                          <Image src={api.mediaUrl(path)} alt={libraryAlts[path] ?? ''} h={84} fit="cover" />
                        </Card.Section>
                        <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
                          <Text size="xs" truncate title={libraryAlts[path]}>
                            {libraryAlts[path] || 'Library image'}
                          </Text>
                          <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove ${libraryAlts[path] || 'library image'}`} onClick={() => setKept(keepImages.filter((p) => p !== path))}>
                            <X size={14} />
                          </ActionIcon>
                        </Group>
                      </Card>
                    ))}
                  </SimpleGrid>
                </div>
              )}

              <Group justify="flex-end">
                <ChooseFromLibrary max={IMAGES.max - keepImages.length - images.length} exclude={keepImages} onPick={pickFromLibrary} label="Choose images from library" />
              </Group>

              <FileInput
                label={mode === 'add' ? 'Images' : 'Add images'}
                withAsterisk={mode === 'add'}
                description={`${formatsOf(PICKER_TYPES).replace(' and ', ' or ')}, up to ${MAX_MB} MB each, at most ${IMAGES.max} images`}
                placeholder="Choose images"
                leftSection={<ImagePlus size={16} aria-hidden />}
                multiple
                accept={PICKER_TYPES.join(',')}
                value={images}
                onChange={addFiles}
                valueComponent={NewImageCount}
                clearable
                clearButtonProps={{ 'aria-label': 'Remove all new images' }}
                fileInputProps={{ 'aria-label': mode === 'add' ? 'Upload images' : 'Upload more images' }}
                error={form.errors.images ?? form.errors.keepImages ?? form.errors.imageAlts}
              />

              {images.length > 0 && (
                <SimpleGrid cols={3} spacing="xs" aria-label="New images">
                  {images.map((file, i) => (
                    <Card key={`${file.name}-${file.size}-${file.lastModified}`} withBorder padding={4} radius="md">
                      <Card.Section>{previews.get(file) ? <Image src={previews.get(file)} alt={`Preview of ${file.name}`} h={84} fit="cover" /> : <div style={{ height: 84 }} />}</Card.Section>
                      <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
                        <Text size="xs" truncate title={file.name}>
                          {file.name}
                        </Text>
                        <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove ${file.name}`} onClick={() => removeFile(file)}>
                          <X size={14} />
                        </ActionIcon>
                      </Group>
                      {/* What the image shows, for people who cannot see it: the product page says it. */}
                      <TextInput size="xs" mt={4} label={`Alt text for ${file.name}`} withAsterisk maxLength={MEDIA_ALT_MAX} {...form.getInputProps(`imageAlts.${i}`)} />
                    </Card>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Stack mt="xl" maw={520}>
        <PublishActions form={form} isNew={mode === 'add'} submitting={form.submitting} submitLabel={submitLabel} busyLabel={busyLabel} cancelTo={adminRoutes.products} autosave={autosave} />
        {footer}
      </Stack>
    </form>
  );
}
