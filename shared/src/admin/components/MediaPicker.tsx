import { Button, Checkbox, Group, Image, Loader, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { Images, Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { messageFor } from '../../api/messages.js';
import { MEDIA_ALT_MAX, mediaDisplayName, type MediaItemDto } from '../../contract/media.js';
import { useAdminServices } from '../context.js';

/** Items per page of the picker (a few rows of thumbnails). */
const PAGE = 24;

interface Props {
  /** How many images may be chosen now (1: one choice, shown as radio cards). */
  max: number;
  /** Paths the field has already: not offered again. */
  exclude?: readonly string[];
  /** Called with the chosen items, each with its alt text (written here when it had none). */
  onPick: (items: MediaItemDto[]) => void;
  /** What the button says; it also names the dialog. */
  label?: string;
  disabled?: boolean;
  /** Another control that opens the dialog (a toolbar's), instead of the button. */
  trigger?: (open: () => void) => ReactNode;
}

/**
 * "Choose from library" for an image field (issue 14): a button and a dialog that searches and
 * pages the media library's images. An image shown on the site needs alt text: a chosen one
 * without it is given its alt text here, saved to the library before the field takes it.
 */
export function ChooseFromLibrary({ max, exclude = [], onPick, label = 'Choose from library', disabled, trigger }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {trigger ? (
        trigger(open)
      ) : (
        <Button variant="light" size="xs" leftSection={<Images size={14} aria-hidden />} onClick={open} disabled={disabled || max < 1}>
          {label}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={label} size="xl">
        {opened && (
          <PickerBody
            max={max}
            exclude={exclude}
            onCancel={close}
            onPick={(items) => {
              onPick(items);
              close();
            }}
          />
        )}
      </Modal>
    </>
  );
}

function PickerBody({ max, exclude, onCancel, onPick }: { max: number; exclude: readonly string[]; onCancel: () => void; onPick: (items: MediaItemDto[]) => void }) {
  const { api } = useAdminServices();
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 250);
  const [items, setItems] = useState<MediaItemDto[] | null>(null);
  /** The search the listed images answer: while it is not the one typed, the list is busy. */
  const [listedFor, setListedFor] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<MediaItemDto[]>([]);
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [missingAlt, setMissingAlt] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    if (page === 1) setItems(null);
    api.media
      .list({ kind: 'image', q: q || undefined, page, limit: PAGE })
      .then((reply) => {
        if (!live) return;
        setItems((before) => [...(page === 1 ? [] : (before ?? [])), ...reply.data]);
        setPages(reply.pages);
        setListedFor(q);
        setError(null);
      })
      .catch((err: unknown) => live && setError(messageFor(err, 'The library could not be loaded.')));
    return () => {
      live = false;
    };
  }, [api, q, page]);

  const search = (value: string) => {
    setQuery(value);
    setPage(1);
  };
  const isChosen = (item: MediaItemDto) => chosen.some((c) => c._id === item._id);
  const toggle = (item: MediaItemDto) => {
    setMissingAlt(false);
    if (max === 1) setChosen([item]);
    else if (isChosen(item)) setChosen(chosen.filter((c) => c._id !== item._id));
    else if (chosen.length < max) setChosen([...chosen, item]);
  };
  const needAlt = chosen.filter((c) => !c.alt);

  const use = async () => {
    if (needAlt.some((c) => !alts[c._id]?.trim())) {
      setMissingAlt(true);
      return;
    }
    setSaving(true);
    try {
      const saved = await Promise.all(chosen.map(async (c) => (c.alt ? c : (await api.media.setAlt(c._id, alts[c._id].trim())).data)));
      onPick(saved);
    } catch (err) {
      setError(messageFor(err, 'The alt text could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  const offered = (items ?? []).filter((i) => !exclude.includes(i.path));
  const Choice = max === 1 ? Radio.Card : Checkbox.Card;
  return (
    <Stack>
      <TextInput label="Search the library" description="By alt text or file name" leftSection={<Search size={14} aria-hidden />} value={query} onChange={(e) => search(e.currentTarget.value)} data-autofocus />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {items === null ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading the library" />
        </Group>
      ) : offered.length === 0 ? (
        <Text c="dimmed" size="sm" role="status">
          {q ? 'No image matches your search.' : 'No other images in the library yet: upload them under Media, or choose a file from this computer instead.'}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, xs: 3, sm: 4 }}
          spacing="xs"
          role="group"
          aria-busy={listedFor !== query.trim()}
          aria-label={max === 1 ? 'Images: choose one' : `Images: choose up to ${max}`}>
          {offered.map((item) => (
            <Choice
              key={item._id}
              checked={isChosen(item)}
              onClick={() => toggle(item)}
              radius="md"
              p={4}
              aria-label={item.alt ? `${item.alt} (${mediaDisplayName(item)})` : `${mediaDisplayName(item)}, no alt text`}
              style={isChosen(item) ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}
            >
              <Image src={api.mediaUrl(item.path)} alt="" h={88} fit="cover" radius="sm" />
              <Text size="xs" mt={4} lineClamp={2} c={item.alt ? undefined : 'dimmed'}>
                {item.alt || 'No alt text yet'}
              </Text>
            </Choice>
          ))}
        </SimpleGrid>
      )}
      {items !== null && page < pages && (
        <Group justify="center">
          <Button variant="subtle" size="xs" onClick={() => setPage(page + 1)}>
            Show more images
          </Button>
        </Group>
      )}
      {needAlt.map((c) => (
        <TextInput
          key={c._id}
          label={`Alt text for ${mediaDisplayName(c)}`}
          description="What the image shows, for people who cannot see it: saved to the library"
          withAsterisk
          maxLength={MEDIA_ALT_MAX}
          value={alts[c._id] ?? ''}
          onChange={(e) => setAlts({ ...alts, [c._id]: e.currentTarget.value })}
          error={missingAlt && !alts[c._id]?.trim() ? 'Alt text is required' : undefined}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => void use()} disabled={chosen.length === 0} loading={saving}>
          {chosen.length > 1 ? `Use ${chosen.length} images` : 'Use image'}
        </Button>
      </Group>
    </Stack>
  );
}
