import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { messageFor } from '../../../api/messages.js';
import { LEAD_STATUSES, type LeadBulkInput, type LeadStatus } from '../../../contract/index.js';
import { useAdminServices } from '../../context.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { statusLabel } from './leadFormat.js';

/** One bulk action without its ids (each member of the union keeps its own fields). */
type BulkAction = LeadBulkInput extends infer U ? (U extends LeadBulkInput ? Omit<U, 'ids'> : never) : never;

interface Props {
  ids: string[];
  meId: string | null;
  /** After an action: clear the selection and load the page again. */
  onDone: () => void;
}

/** Actions on the checked leads: read, unread, status, assign, delete (after a confirmation). */
export function LeadBulkBar({ ids, meId, onDone }: Props) {
  const { api } = useAdminServices();
  const [busy, setBusy] = useState(false);
  const count = ids.length;
  const leads = count === 1 ? '1 lead' : `${count} leads`;

  const run = async (action: BulkAction, done: string) => {
    setBusy(true);
    try {
      const { affected } = await api.contact.bulk({ ...action, ids } as LeadBulkInput);
      showSuccess(`${done}: ${affected === 1 ? '1 lead' : `${affected} leads`}.`);
      onDone();
    } catch (err) {
      showError(messageFor(err, 'The action failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await confirmDanger(`Delete ${leads}? They are hidden at once and purged after 30 days.`))) return;
    await run({ action: 'delete' }, 'Deleted');
  };

  return (
    <Paper withBorder p="xs" mb="sm" role="region" aria-label="Bulk actions">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {leads} selected
        </Text>
        <Button size="xs" variant="light" disabled={busy} onClick={() => void run({ action: 'read' }, 'Marked read')}>
          Mark read
        </Button>
        <Button size="xs" variant="light" disabled={busy} onClick={() => void run({ action: 'unread' }, 'Marked unread')}>
          Mark unread
        </Button>
        <Select
          size="xs"
          w={150}
          aria-label="Set status of selected leads"
          placeholder="Set status…"
          disabled={busy}
          data={LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          value={null}
          onChange={(v) => v && void run({ action: 'status', status: v as LeadStatus }, `Status set to ${statusLabel(v as LeadStatus)}`)}
        />
        <Button size="xs" variant="light" disabled={busy || !meId} onClick={() => meId && void run({ action: 'assign', ownerId: meId }, 'Assigned to you')}>
          Assign to me
        </Button>
        <Button size="xs" variant="light" disabled={busy} onClick={() => void run({ action: 'assign', ownerId: null }, 'Unassigned')}>
          Unassign
        </Button>
        <Button size="xs" variant="light" color="red" disabled={busy} leftSection={<Trash2 size={14} aria-hidden />} onClick={() => void remove()}>
          Delete
        </Button>
      </Group>
    </Paper>
  );
}
