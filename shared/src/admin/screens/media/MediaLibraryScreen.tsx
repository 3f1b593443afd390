import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES, type DocumentKind } from '../../../contract/documents.js';
import { documentAdminPath } from '../../../contract/documentRoutes.js';
import { Anchor, Badge, Button, Card, FileInput, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messageFor } from '../../../api/messages.js';
import { mediaKinds } from '../../../contract/content/uploads.js';
import { MEDIA_ALT_MAX, MEDIA_PAGE_SIZE, mediaDisplayName, usesBeyondShown, type MediaItemDto, type MediaUse } from '../../../contract/media.js';
import { formatDateTime } from '../../components/DateCell.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PagedTable } from '../../components/PagedTable.js';
import { UploadProgress } from '../../components/UploadProgress.js';
import { useAdminServices } from '../../context.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { adminRoutes } from '../../routes.js';
import { usePagedList } from '../../usePagedList.js';

type Kind = 'image' | 'video';
interface Filters {
  kind?: Kind;
  q?: string;
}
const NO_FILTERS: Filters = {};

const KIND_DATA = [
  { value: 'all', label: 'Images and videos' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
];
const ACCEPT = [...mediaKinds.image.mimeTypes, ...mediaKinds.video.mimeTypes].join(',');

/** 1.2 MB, 340 KB. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The admin screen that edits a record using a file. */
export function useLink(use: MediaUse): string {
  if (use.type === 'product') return adminRoutes.editProduct(use.id);
  if (use.type === 'blog') return adminRoutes.editBlog(use.id);
  if (use.type === 'secondSection') return adminRoutes.editSecondSection(use.id);
  if (use.type === 'portrait') return adminRoutes.settings;
  return documentAdminPath(use.type, { edit: use.id });
}

const USE_LABELS: Record<MediaUse['type'], string> = {
  product: 'Product',
  blog: 'Blog',
  secondSection: 'Home banner',
  portrait: 'Settings',
  ...(Object.fromEntries(DOCUMENT_KIND_NAMES.map((kind) => [kind, DOCUMENT_KINDS[kind].label])) as Record<DocumentKind, string>),
};

/** One item's alt text, edited in place and saved with its own button. */
function AltEditor({ item, onSaved }: { item: MediaItemDto; onSaved: () => void }) {
  const { api } = useAdminServices();
  const [alt, setAlt] = useState(item.alt);
  const [saving, setSaving] = useState(false);
  const changed = alt.trim() !== item.alt;
  const save = async () => {
    setSaving(true);
    try {
      await api.media.setAlt(item._id, alt);
      showSuccess('Alt text saved');
      onSaved();
    } catch (err) {
      showError(messageFor(err, 'The alt text could not be saved.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={`Alt text for ${mediaDisplayName(item)}`}
        placeholder={item.kind === 'image' ? 'Describe the image' : 'Describe the video'}
        value={alt}
        maxLength={MEDIA_ALT_MAX}
        error={item.kind === 'image' && item.usedByCount > 0 && !item.alt ? 'Shown on the site: needs alt text' : undefined}
        onChange={(e) => setAlt(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && changed) void save();
        }}
        w={240}
      />
      <Button size="xs" variant="light" disabled={!changed} loading={saving} onClick={() => void save()} aria-label={`Save alt text for ${mediaDisplayName(item)}`}>
        Save
      </Button>
    </Group>
  );
}

/** Files to upload, each with its alt text, and the progress of the upload. */
function UploadCard({ onUploaded }: { onUploaded: () => void }) {
  const { api } = useAdminServices();
  const [files, setFiles] = useState<File[]>([]);
  const [alts, setAlts] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const choose = (chosen: File[]) => {
    // Images first, then videos: the order the server reads the alt texts in.
    const ordered = [...chosen.filter((f) => !f.type.startsWith('video/')), ...chosen.filter((f) => f.type.startsWith('video/'))];
    setFiles(ordered);
    setAlts(ordered.map(() => ''));
  };
  const upload = async () => {
    const form = new FormData();
    for (const f of files) form.append(f.type.startsWith('video/') ? 'videos' : 'images', f, f.name);
    form.append('alts', JSON.stringify(alts));
    setProgress(0);
    try {
      const res = await api.media.upload(form, { onUploadProgress: setProgress });
      showSuccess(res.message);
      choose([]);
      onUploaded();
    } catch (err) {
      showError(messageFor(err, 'The files could not be uploaded.'));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Card withBorder mb="lg" component="section" aria-labelledby="media-upload-title">
      <Text id="media-upload-title" fw={600} mb="xs">
        Upload
      </Text>
      <Stack gap="sm">
        <FileInput
          label="Files"
          description={`${mediaKinds.image.formats} images (up to ${mediaKinds.image.maxBytes / 1024 / 1024} MB) or ${mediaKinds.video.formats} videos (up to ${mediaKinds.video.maxBytes / 1024 / 1024} MB)`}
          placeholder="Choose images or videos"
          multiple
          accept={ACCEPT}
          value={files}
          onChange={choose}
          clearable
          maw={480}
        />
        {files.map((f, i) => (
          <TextInput
            key={`${f.name}-${i}`}
            label={`Alt text for ${f.name}`}
            description="What it shows, for people who cannot see it (required before it is used on a public page)"
            maxLength={MEDIA_ALT_MAX}
            value={alts[i] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setAlts((current) => current.map((a, j) => (j === i ? value : a)));
            }}
            maw={480}
          />
        ))}
        <Group>
          <Button leftSection={<Upload size={16} aria-hidden />} disabled={files.length === 0} loading={progress !== null} onClick={() => void upload()}>
            Upload
          </Button>
        </Group>
        <UploadProgress value={progress} />
      </Stack>
    </Card>
  );
}

function Preview({ item, width = 96, height = 64 }: { item: MediaItemDto; width?: number; height?: number }) {
  const { api } = useAdminServices();
  const size = { width, height, style: { objectFit: 'cover' as const, display: 'block', maxWidth: '100%' } };
  if (item.kind === 'video') return <video src={api.mediaUrl(item.path)} muted preload="metadata" {...size} aria-label={item.alt || `Video ${mediaDisplayName(item)}`} />;
  return <img src={api.mediaUrl(item.path)} alt={item.alt || `Image ${mediaDisplayName(item)}`} loading="lazy" {...size} />;
}

/** Who put it in the library: a staff member, or the demo seed ("Demo content", a sample to replace). */
function Uploader({ item }: { item: MediaItemDto }) {
  if (item.demo) {
    return (
      <Badge variant="light" color="grape">
        Demo content
      </Badge>
    );
  }
  return <Text size="sm">{item.uploadedBy?.name || '—'}</Text>;
}

/** How the library shows a page: a table with every detail, or a grid of thumbnails (the choice is remembered). */
type View = 'table' | 'grid';

/**
 * The library as a grid of thumbnails, each card with its name, kind and size, whether it is demo
 * content or has no alt text yet, where it is used, and its Delete.
 */
function MediaGrid({ items, empty, onDelete }: { items: MediaItemDto[]; empty: string; onDelete: (item: MediaItemDto) => void }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid component="ul" aria-label="Media" cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card component="li" key={item._id} withBorder padding="xs" radius="md">
          <Card.Section>
            <Preview item={item} width={320} height={200} />
          </Card.Section>
          <Stack gap={4} mt="xs">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {mediaDisplayName(item)}
            </Text>
            <Text size="xs" c="dimmed">
              {item.kind === 'image' ? 'Image' : 'Video'} · {fileSize(item.bytes)}
            </Text>
            <Group gap={4}>
              {item.demo && (
                <Badge size="sm" variant="light" color="grape">
                  Demo content
                </Badge>
              )}
              {!item.alt && (
                <Badge size="sm" variant="light" color="orange">
                  No alt text
                </Badge>
              )}
            </Group>
            <UsedBy item={item} />
            <Group justify="flex-end">
              <Button size="compact-xs" color="red" variant="light" onClick={() => onDelete(item)} aria-label={`Delete ${mediaDisplayName(item)}`}>
                Delete
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function UsedBy({ item }: { item: MediaItemDto }) {
  if (item.usedByCount === 0 && item.keptByRevisions === 0) return <Text size="sm" c="dimmed">Not used</Text>;
  const more = usesBeyondShown(item);
  return (
    <Stack gap={2}>
      {item.usedBy.map((use) => (
        <Anchor key={`${use.type}-${use.id}-${use.field}`} component={Link} to={useLink(use)} size="sm">
          {USE_LABELS[use.type]}: {use.title}
        </Anchor>
      ))}
      {more ? (
        <Text size="xs" c="dimmed">
          and {more} more
        </Text>
      ) : null}
      {item.keptByRevisions > 0 ? (
        <Text size="xs" c="dimmed">
          Kept by {item.keptByRevisions} saved revision{item.keptByRevisions === 1 ? '' : 's'}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/media (admins and editors): every uploaded image and video, newest first, with its alt
 * text (edited here), who uploaded it and where it is used. Upload with progress, delete (refused,
 * with the places, while it is in use) and clean up the files used nowhere.
 */
export function MediaLibraryScreen() {
  const { api } = useAdminServices();
  const list = usePagedList((q) => api.media.list(q), NO_FILTERS, 'Failed to load the media library.', MEDIA_PAGE_SIZE);
  const [cleaning, setCleaning] = useState(false);
  const [view, setView] = useLocalStorage<View>({ key: 'admin-media-view', defaultValue: 'table', getInitialValueInEffect: false });

  const remove = async (item: MediaItemDto) => {
    if (!(await confirmDanger(`Delete ${mediaDisplayName(item)}? This cannot be undone.`))) return;
    try {
      await api.media.remove(item._id);
      showSuccess(`${mediaDisplayName(item)} deleted`);
    } catch (err) {
      // A file in use: the server's message names where.
      showError(messageFor(err, 'The file could not be deleted.'));
    }
    await list.reload();
  };
  const cleanUp = async () => {
    if (!(await confirmDanger('Delete every file that no product, blog, banner, portrait or saved revision uses?', 'Clean up'))) return;
    setCleaning(true);
    try {
      const res = await api.media.cleanUp();
      showSuccess(res.message);
      await list.reload();
    } catch (err) {
      showError(messageFor(err, 'The clean-up failed.'));
    } finally {
      setCleaning(false);
    }
  };

  return (
    <>
      <PageHeader title="Media">
        <Button variant="default" leftSection={<Trash2 size={16} aria-hidden />} loading={cleaning} onClick={() => void cleanUp()}>
          Clean up unused
        </Button>
      </PageHeader>
      <UploadCard onUploaded={() => void list.reload()} />
      {list.error && list.data === null ? (
        <LoadError title="The media library could not be loaded" message={list.error} onRetry={() => void list.reload()} />
      ) : (
        <PagedTable
          label="Media"
          page={list.data}
          onPageChange={list.setPage}
          rowKey={(i) => `${i._id}-${i.alt}`}
          emptyText={list.filters.q || list.filters.kind ? 'No files match' : 'No files have been uploaded yet'}
          search={{ placeholder: 'Search alt text or file name', onSearch: (q) => list.setFilters({ q: q || undefined }) }}
          controls={
            <>
              <Select
                label="Kind"
                w={200}
                allowDeselect={false}
                data={KIND_DATA}
                value={list.filters.kind ?? 'all'}
                onChange={(v) => list.setFilters({ kind: v === 'image' || v === 'video' ? v : undefined })}
              />
              <SegmentedControl
                aria-label="Show as"
                value={view}
                onChange={(v) => setView(v === 'grid' ? 'grid' : 'table')}
                data={[
                  { value: 'table', label: 'Table' },
                  { value: 'grid', label: 'Grid' },
                ]}
              />
            </>
          }
          view={view === 'grid' ? (items, empty) => <MediaGrid items={items} empty={empty} onDelete={(item) => void remove(item)} /> : undefined}
          columns={[
            { key: 'preview', header: 'Preview', render: (i) => <Preview item={i} /> },
            {
              key: 'file',
              header: 'File',
              primary: true,
              render: (i) => (
                <Stack gap={0}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {mediaDisplayName(i)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {i.kind === 'image' ? 'Image' : 'Video'} · {fileSize(i.bytes)}
                    {i.width && i.height ? ` · ${i.width} × ${i.height}` : ''}
                  </Text>
                </Stack>
              ),
            },
            { key: 'alt', header: 'Alt text', render: (i) => <AltEditor item={i} onSaved={() => void list.reload()} /> },
            {
              key: 'uploaded',
              header: 'Uploaded',
              render: (i) => (
                <Stack gap={0} align="flex-start">
                  <Uploader item={i} />
                  <Text size="xs" c="dimmed" component="time" dateTime={i.createdAt}>
                    {formatDateTime(i.createdAt)}
                  </Text>
                </Stack>
              ),
            },
            { key: 'used', header: 'Used in', render: (i) => <UsedBy item={i} /> },
            {
              key: 'actions',
              header: 'Actions',
              render: (i) => (
                <Button size="xs" color="red" variant="light" onClick={() => void remove(i)} aria-label={`Delete ${mediaDisplayName(i)}`}>
                  Delete
                </Button>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
