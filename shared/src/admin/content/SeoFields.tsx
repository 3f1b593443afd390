import { Button, Group, Image, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState, type ReactNode } from 'react';
import { shareDescription } from '../../contract/pages.js';
import { textOfHtml } from '../../contract/richText.js';
import { publicPaths } from '../../contract/preview.js';
import { documentPage, type DocumentKind } from '../../contract/documents.js';
import { META_DESCRIPTION_HINT, META_DESCRIPTION_MAX, META_TITLE_HINT, META_TITLE_MAX, SLUG_MAX, slugify } from '../../contract/seo.js';
import { useOptionalAdminServices } from '../context.js';
import type { SeoValues } from './seo.js';

interface Props<T extends SeoValues> {
  form: UseFormReturnType<T>;
  /** Whose address it is: a product's, a blog's or a document type's (case studies, ...). */
  kind: 'product' | 'blog' | DocumentKind;
  mode: 'create' | 'edit';
  /** The title (a product's name) and description as the form holds them now. */
  title: string;
  description: string;
  /** The record's stored images that stay (edit): its share card may show one of them. */
  images: readonly string[];
  mediaUrl: (path: string) => string;
}

/** Where the site is: this page's origin in the web admin, the configured server in the desktop console. */
function useSiteOrigin(): string {
  const desktop = useOptionalAdminServices()?.desktop;
  if (desktop) return desktop.siteUrl ? new URL(desktop.siteUrl).origin : '';
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Hints and errors under their input (the hint tied to it by Mantine's aria-describedby). */
const BELOW: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

/** "12 / 60 characters": the length against what search engines show, in a warning colour past it (never blocking). */
function LengthHint({ length, hint, what, empty }: { length: number; hint: number; what: string; empty: string }) {
  const over = length > hint;
  return (
    <Text component="span" size="xs" c={over ? 'orange.9' : 'dimmed'} data-over={over || undefined}>
      {length === 0 ? `Empty: ${empty} is used. ` : ''}
      {length} / {hint} characters
      {over ? `: search results usually cut ${what} past about ${hint}` : `; search results show about ${hint}`}
    </Text>
  );
}

/**
 * Slug (follows the title while the editor has not changed it, on a new record), meta title and
 * description with their length hints, the share image, and a preview of the search result.
 */
export function SeoFields<T extends SeoValues>({ form, kind, mode, title, description, images, mediaUrl }: Props<T>) {
  const values = form.values as SeoValues;
  const set = form.setFieldValue as (path: string, value: unknown) => void;
  const origin = useSiteOrigin();
  // A new record's slug follows its title until the editor types one; a saved record keeps its address.
  const [follows, setFollows] = useState(mode === 'create' && values.slug === '');
  const fromTitle = slugify(title);
  useEffect(() => {
    if (follows && values.slug !== fromTitle) set('slug', fromTitle);
  }, [follows, fromTitle, values.slug, set]);
  // An image marked for removal can no longer be the share image: the first one is, as without a choice.
  const shareGone = values.shareImage !== '' && !images.includes(values.shareImage);
  useEffect(() => {
    if (shareGone) set('shareImage', '');
  }, [shareGone, set]);

  const slug = values.slug || fromTitle || '…';
  const path = kind === 'product' || kind === 'blog' ? publicPaths[kind](slug) : documentPage(kind, slug);
  const shownTitle = values.metaTitle.trim() || title.trim() || (kind === 'product' ? 'Product name' : kind === 'blog' ? 'Blog title' : 'Title');
  // A product's description is rich text: the preview shows its words, as search engines would.
  const shownDescription = values.metaDescription.trim() || shareDescription(textOfHtml(description)) || 'The start of the description shows here.';
  const slugError = form.errors.slug;

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h5" component="legend">
        SEO
      </Title>
      <TextInput
        label="Slug"
        maxLength={SLUG_MAX}
        spellCheck={false}
        autoCapitalize="off"
        value={values.slug}
        onChange={(e) => {
          setFollows(false);
          set('slug', e.currentTarget.value);
          form.clearFieldError('slug');
        }}
        error={slugError}
        // Mantine ties the description to the input (aria-describedby), under it here.
        inputWrapperOrder={BELOW}
        description={
          <>
            Lowercase letters, digits and hyphens. Address: <span data-testid="seo-address">{origin + path}</span>
            {mode === 'edit' ? '. Changing it keeps the old address working: it leads here.' : ''}
          </>
        }
      />
      {!follows && fromTitle && values.slug !== fromTitle && (
        <Group justify="flex-end" mt={-8}>
          <Button variant="subtle" size="compact-xs" onClick={() => setFollows(true)}>
            Take from {kind === 'product' ? 'name' : 'title'}
          </Button>
        </Group>
      )}

      <TextInput
        label="Meta title"
        placeholder={title || undefined}
        maxLength={META_TITLE_MAX}
        {...form.getInputProps('metaTitle')}
        inputWrapperOrder={BELOW}
        description={<LengthHint length={values.metaTitle.length} hint={META_TITLE_HINT} what="titles" empty={`the ${kind === 'product' ? 'name' : 'title'}`} />}
      />

      <Textarea
        label="Meta description"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={META_DESCRIPTION_MAX}
        {...form.getInputProps('metaDescription')}
        inputWrapperOrder={BELOW}
        description={<LengthHint length={values.metaDescription.length} hint={META_DESCRIPTION_HINT} what="descriptions" empty="the start of the description" />}
      />

      {mode === 'edit' && images.length > 0 && (
        <ShareImageChoice images={images} mediaUrl={mediaUrl} value={values.shareImage} onChange={(v) => set('shareImage', v)} error={form.errors.shareImage} />
      )}

      <Paper withBorder p="sm" radius="md" role="group" aria-label="Search result preview" data-testid="search-preview">
        <Text size="xs" c="dimmed" mb={4}>
          Search result preview
        </Text>
        <Text size="xs" c="teal.9" style={{ overflowWrap: 'anywhere' }} data-testid="search-preview-address">
          {origin + path}
        </Text>
        <Text size="lg" c="blue.8" lineClamp={1} data-testid="search-preview-title">
          {shownTitle}
        </Text>
        <Text size="sm" c="gray.8" lineClamp={2} data-testid="search-preview-description">
          {shownDescription}
        </Text>
      </Paper>
    </Stack>
  );
}

interface ShareImageProps {
  images: readonly string[];
  mediaUrl: (path: string) => string;
  value: string;
  onChange: (v: string) => void;
  error?: ReactNode;
}

function ShareImageChoice({ images, mediaUrl, value, onChange, error }: ShareImageProps) {
  return (
    <Radio.Group
      label="Share image"
      description="The picture a shared link shows: one of the saved images (new ones can be chosen once saved)."
      value={value}
      onChange={onChange}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt={4}>
        <Radio value="" label="First image" />
        {images.map((path, i) => (
          <Stack key={path} gap={2}>
            <Image src={mediaUrl(path)} alt="" h={48} w={80} fit="cover" radius="sm" />
            <Radio value={path} label={`Image ${i + 1}`} />
          </Stack>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
