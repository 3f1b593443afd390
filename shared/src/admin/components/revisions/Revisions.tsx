import { Badge, Button, Center, Checkbox, Drawer, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { History, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { messageFor } from '../../../api/messages.js';
import type { ContentType } from '../../../contract/content/define.js';
import { REVISIONS_KEPT, type RevisionDto, type RevisionListResponse, type RevisionRecord, type RevisionSummaryDto } from '../../../contract/revisions.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { formatDateTime } from '../DateCell.js';
import { LoadError } from '../LoadError.js';
import { compareRecords, fieldLabel, wordDiff, type FieldChange, type ValueFormats } from './revisionDiff.js';

/**
 * An item's revisions (shared/docs/admin.md#revisions), for the product and blog edit screens: the
 * list (who, when, what changed), two chosen ones compared field by field, and a restore. The API
 * client's `products` and `blogs` both have the calls it needs.
 */

export interface RevisionSource<R extends RevisionRecord, A> {
  revisions: (id: string) => Promise<RevisionListResponse>;
  revision: (id: string, revisionId: string) => Promise<{ data: RevisionDto<R> }>;
  restoreRevision: (id: string, revisionId: string) => Promise<A>;
}

interface Props<R extends RevisionRecord, A> {
  itemId: string;
  /** The item's content type: field labels and choices. */
  type: ContentType;
  source: RevisionSource<R, A>;
  /** The restore's answer (the item as it is now): the screen shows it in a fresh form. */
  onRestored: (answer: A) => void;
  /** How fields that hold ids are shown (a product's category by its name). */
  formats?: ValueFormats;
}

const ACTION_WORDS = { create: 'Created', update: 'Edited', restore: 'Restored', autosave: 'Autosaved (not published)' } as const;

const summaryOf = (r: RevisionSummaryDto) => (r.action === 'restore' && r.restoredFrom ? `Restored revision #${r.restoredFrom}` : ACTION_WORDS[r.action]);

/**
 * What a revision changed. The first one kept of an item saved before revisions existed has no
 * revision to compare with: it is the oldest version there is, not a change of every field.
 */
function changeSummary(r: RevisionSummaryDto, type: ContentType): string {
  if (r.action === 'create') return 'First version';
  if (r.number === 1) return 'Oldest version kept';
  return r.changed.length ? `Changed: ${r.changed.map((k) => fieldLabel(type, k)).join(', ')}` : 'No changes';
}

/** The Revisions button of an edit screen's header, and its drawer. */
export function RevisionsButton<R extends RevisionRecord, A>(props: Props<R, A>) {
  const [opened, { open, close }] = useDisclosure(false);
  const what = props.type.label.toLowerCase();
  return (
    <>
      <Button variant="default" leftSection={<History size={16} aria-hidden />} onClick={open}>
        Revisions
      </Button>
      <Drawer opened={opened} onClose={close} position="right" size="xl" title={`Revisions of this ${what}`}>
        {opened && <RevisionsPanel {...props} onClose={close} />}
      </Drawer>
    </>
  );
}

function RevisionsPanel<R extends RevisionRecord, A>({ itemId, type, source, onRestored, formats, onClose }: Props<R, A> & { onClose: () => void }) {
  const what = type.label.toLowerCase();
  const [list, setList] = useState<RevisionSummaryDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [comparison, setComparison] = useState<{ older: RevisionDto<R>; newer: RevisionDto<R> } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      setList((await source.revisions(itemId)).data);
    } catch (err) {
      setError(messageFor(err, 'Failed to load the revisions.'));
    }
  }, [source, itemId]);
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = (id: string) => {
    setComparison(null);
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id].slice(-2)));
  };

  const compare = async () => {
    setBusy(true);
    try {
      const [a, b] = await Promise.all(chosen.map(async (id) => (await source.revision(itemId, id)).data));
      if (a && b) setComparison(a.number < b.number ? { older: a, newer: b } : { older: b, newer: a });
    } catch (err) {
      showError(messageFor(err, 'Failed to load the revisions to compare.'));
    } finally {
      setBusy(false);
    }
  };

  const restore = (revision: RevisionSummaryDto) => {
    modals.openConfirmModal({
      title: `Restore revision #${revision.number}?`,
      children: (
        <Text size="sm">
          The {what} gets back the content this revision kept: its fields and images. Whether and when it is public stays as it is now. It is saved at once,
          as a new revision, so the current content stays in the list. Changes not saved in the form are lost.
        </Text>
      ),
      labels: { confirm: 'Restore', cancel: 'Cancel' },
      onConfirm: () => void restoreNow(revision),
    });
  };

  const restoreNow = async (revision: RevisionSummaryDto) => {
    setBusy(true);
    try {
      const answer = await source.restoreRevision(itemId, revision._id);
      showSuccess(`Revision #${revision.number} restored`);
      onRestored(answer);
      onClose();
    } catch (err) {
      showError(messageFor(err, 'Failed to restore the revision.'));
      setBusy(false);
    }
  };

  if (error) return <LoadError message={error} onRetry={() => void load()} />;
  if (!list) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading revisions" />
      </Center>
    );
  }
  const newest = list[0];
  const chosenNumbers = list.filter((r) => chosen.includes(r._id)).map((r) => r.number).sort((a, b) => a - b);

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Each save keeps a revision; the newest {REVISIONS_KEPT} are kept. Choose two to see what changed between them, or restore one.
      </Text>
      <Group>
        <Button onClick={() => void compare()} disabled={chosen.length !== 2} loading={busy && !comparison}>
          {chosen.length === 2 ? `Compare #${chosenNumbers.join(' and #')}` : 'Compare two revisions'}
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite">
          {chosen.length === 2 ? 'Two chosen.' : `Choose ${2 - chosen.length} more.`}
        </Text>
      </Group>

      {comparison && <Comparison {...comparison} type={type} formats={formats} onRestore={() => restore(comparison.older)} />}

      {list.length === 0 && <Text size="sm">No revisions yet: the next save keeps the first.</Text>}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Revisions, newest first">
        {list.map((r) => (
          <Paper key={r._id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Checkbox
                checked={chosen.includes(r._id)}
                onChange={() => toggle(r._id)}
                label={
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        #{r.number} {summaryOf(r)}
                      </Text>
                      {r._id === newest?._id && (
                        <Badge size="xs" variant="light">
                          Current
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {r.authorName ?? 'Unknown'}, {formatDateTime(r.createdAt)}
                    </Text>
                    <Text size="xs">
                      {changeSummary(r, type)}
                    </Text>
                  </Stack>
                }
              />
              {r._id !== newest?._id && (
                <Button size="xs" variant="light" leftSection={<RotateCcw size={14} aria-hidden />} aria-label={`Restore revision #${r.number}`} disabled={busy} onClick={() => restore(r)}>
                  Restore
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

const ADDED: CSSProperties = { background: 'var(--mantine-color-green-light)', color: 'var(--mantine-color-green-light-color)', textDecoration: 'underline' };
const REMOVED: CSSProperties = { background: 'var(--mantine-color-red-light)', color: 'var(--mantine-color-red-light-color)', textDecoration: 'line-through' };

interface ComparisonProps<R extends RevisionRecord> {
  older: RevisionDto<R>;
  newer: RevisionDto<R>;
  type: ContentType;
  formats?: ValueFormats;
  /** Restores the older one. */
  onRestore: () => void;
}

function Comparison<R extends RevisionRecord>({ older, newer, type, formats, onRestore }: ComparisonProps<R>) {
  const changes = compareRecords(type, older.record, newer.record, formats);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="revision-comparison">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id="revision-comparison">
            From #{older.number} to #{newer.number}
          </Title>
          <Button size="xs" leftSection={<RotateCcw size={14} aria-hidden />} onClick={onRestore}>
            Restore revision #{older.number}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          <span style={ADDED}>Underlined</span> words were added, <span style={REMOVED}>struck-through</span> words removed.
        </Text>
        {changes.length === 0 && <Text size="sm">These two revisions hold the same content.</Text>}
        {changes.map((change) => (
          <FieldDiff key={change.key} change={change} />
        ))}
      </Stack>
    </Paper>
  );
}

function FieldDiff({ change }: { change: FieldChange }) {
  const { api } = useAdminServices();
  const media = change.mediaBefore.length > 0 || change.mediaAfter.length > 0;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {change.label}
      </Text>
      {change.before !== change.after && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={`diff-${change.key}`}>
          {wordDiff(change.before, change.after).map((part, i) =>
            part.added ? (
              <ins key={i} style={ADDED}>
                <VisuallyHidden>added: </VisuallyHidden>
                {part.value}
              </ins>
            ) : part.removed ? (
              <del key={i} style={REMOVED}>
                <VisuallyHidden>removed: </VisuallyHidden>
                {part.value}
              </del>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </Text>
      )}
      {media && (
        <SimpleGrid cols={2} spacing="xs" mt={4}>
          {(['before', 'after'] as const).map((side) => (
            <div key={side}>
              <Text size="xs" c="dimmed">
                {side === 'before' ? 'Before' : 'After'}
              </Text>
              <Group gap={4}>
                {(side === 'before' ? change.mediaBefore : change.mediaAfter).map((path, i) =>
                  /\.(png|jpe?g|webp)$/i.test(path) ? (
                    <Image key={path} src={api.mediaUrl(path)} alt={`${change.label} ${side}, ${i + 1}`} w={56} h={56} fit="cover" radius="sm" />
                  ) : (
                    <Badge key={path} variant="outline" size="sm">
                      {`Video ${i + 1}`}
                    </Badge>
                  ),
                )}
                {(side === 'before' ? change.mediaBefore : change.mediaAfter).length === 0 && (
                  <Text size="xs" c="dimmed">
                    None
                  </Text>
                )}
              </Group>
            </div>
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}
