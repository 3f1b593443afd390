import { Avatar, Button, FileInput, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { settingsType } from '../../../contract/content/settings.js';
import { mediaKinds, megabytes, pickFiles, uploads } from '../../../contract/content/uploads.js';
import { PORTRAITS, type PortraitPerson } from '../../../contract/schemas.js';
import type { SettingsDto } from '../../../contract/types.js';
import { messageFor } from '../../../api/messages.js';
import { useAdminServices } from '../../context.js';
import { ChooseFromLibrary } from '../../components/MediaPicker.js';
import type { MediaItemDto } from '../../../contract/media.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';

const KIND = mediaKinds[uploads.portrait.kind];
const PEOPLE = Object.keys(PORTRAITS) as PortraitPerson[];

interface Props {
  /** The portraits as loaded; each card keeps its own after an upload or removal. */
  initial: Pick<SettingsDto, 'founderPortrait' | 'coFounderPortrait'>;
}

/**
 * The About page's founder and co-founder portraits. Each saves on its own, as soon as an image is
 * chosen or removed (the settings form above sends text only).
 */
export function PortraitsSection({ initial }: Props) {
  return (
    <Paper withBorder radius="md" p="lg" maw={820} mt="md">
      <Title order={2} size="h4">
        Leadership portraits
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Shown on the About page. Without a portrait the page shows the person's initial. Each change is saved at once.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PEOPLE.map((person) => (
          <PortraitCard key={person} person={person} initialPath={initial[PORTRAITS[person]]} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function PortraitCard({ person, initialPath }: { person: PortraitPerson; initialPath: string }) {
  const { api } = useAdminServices();
  const [path, setPath] = useState(initialPath);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = settingsType.fields[PORTRAITS[person]].label;

  const upload = async (file: File | null) => {
    if (!file) return;
    const { accepted, problems } = pickFiles(uploads.portrait, [file]);
    if (!accepted[0]) {
      setError(problems.join('. '));
      return;
    }
    const form = new FormData();
    form.append(uploads.portrait.field, accepted[0], accepted[0].name);
    await save(form);
  };

  const pick = async ([item]: MediaItemDto[]) => {
    if (!item) return;
    const form = new FormData();
    form.append('libraryImage', item.path);
    await save(form);
  };

  const save = async (form: FormData) => {
    setError(null);
    setBusy(true);
    try {
      setPath((await api.settings.setPortrait(person, form)).settings[PORTRAITS[person]]);
      showSuccess(`${label} saved`);
    } catch (err) {
      const message = messageFor(err, `Failed to save the ${label.toLowerCase()}.`);
      setError(message);
      showError(message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await confirmDanger(`Remove the ${label.toLowerCase()}? The About page will show the initial instead.`, 'Remove'))) return;
    setBusy(true);
    try {
      setPath((await api.settings.removePortrait(person)).settings[PORTRAITS[person]]);
      showSuccess(`${label} removed`);
    } catch (err) {
      showError(messageFor(err, `Failed to remove the ${label.toLowerCase()}.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Group gap="md" wrap="nowrap">
        <Avatar src={path ? api.mediaUrl(path) : null} alt={path ? `Current ${label.toLowerCase()}` : ''} size={96} radius="md" color="gray">
          <UserRound size={40} aria-hidden />
        </Avatar>
        <div>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {path ? 'Shown on the About page.' : 'None: the About page shows the initial.'}
          </Text>
        </div>
      </Group>
      <FileInput
        label={`New ${label.toLowerCase()}`}
        description={`${KIND.formats}, up to ${megabytes(KIND.maxBytes)} MB; a square image looks best.`}
        placeholder="Choose an image"
        leftSection={<ImagePlus size={16} aria-hidden />}
        accept={KIND.mimeTypes.join(',')}
        value={null}
        fileInputProps={{ 'aria-label': `Upload a new ${label.toLowerCase()}` }}
        onChange={(file) => void upload(file)}
        disabled={busy}
        error={error}
      />
      <Group gap="xs">
        <ChooseFromLibrary max={1} exclude={path ? [path] : []} onPick={(items) => void pick(items)} label={`Choose the ${label.toLowerCase()} from library`} disabled={busy} />
        {path && (
          <Button variant="light" color="red" size="xs" w="fit-content" leftSection={<Trash2 size={14} aria-hidden />} onClick={() => void remove()} disabled={busy}>
            Remove {label.toLowerCase()}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
