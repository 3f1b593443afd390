import { Select } from '@mantine/core';
import { LEAD_STATUSES, type LeadBulkInput, type LeadStatus } from '../../../contract/index.js';
import { BulkBar, deleteAction, type BulkAction } from '../../components/BulkBar.js';
import { useAdminServices } from '../../context.js';
import type { RowSelection } from '../../useRowSelection.js';
import { statusLabel } from './leadFormat.js';
import { useLeadOwners } from './useLeadOwners.js';

/** One bulk action without its ids (each member of the union keeps its own fields). */
type LeadAction = LeadBulkInput extends infer U ? (U extends LeadBulkInput ? Omit<U, 'ids'> : never) : never;

interface Props {
  selection: RowSelection;
  meId: string | null;
  /** After an action: load the page again. */
  onDone: () => void;
}

/** Actions on the checked leads: read, unread, status, assign (to me or anyone who works leads), delete (after a confirmation). */
export function LeadBulkBar({ selection, meId, onDone }: Props) {
  const { api } = useAdminServices();
  // Everyone else who works leads (admin and sales): "Assign to me" covers the caller.
  const others = useLeadOwners().filter((o) => o._id !== meId);
  const action = (label: string, done: string, body: LeadAction, more: Partial<BulkAction> = {}): BulkAction => ({
    label,
    done,
    run: (checked) => api.contact.bulk({ ...body, ids: checked }),
    ...more,
  });

  return (
    <BulkBar
      selection={selection}
      noun={['lead', 'leads']}
      onDone={onDone}
      actions={[
        action('Mark read', 'Marked read', { action: 'read' }),
        action('Mark unread', 'Marked unread', { action: 'unread' }),
        action('Assign to me', 'Assigned to you', { action: 'assign', ownerId: meId ?? '' }, { disabled: !meId }),
        action('Unassign', 'Unassigned', { action: 'assign', ownerId: null }),
        deleteAction(
          (leads) => `Delete ${leads}? They are hidden at once and purged after 30 days.`,
          (ids) => api.contact.bulk({ action: 'delete', ids }),
        ),
      ]}
      extra={(run, busy) => (
        <>
          <Select
            size="xs"
            w={150}
            aria-label="Set status of selected leads"
            placeholder="Set status…"
            disabled={busy}
            data={LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
            value={null}
            onChange={(v) => v && run(action('Set status', `Status set to ${statusLabel(v as LeadStatus)}`, { action: 'status', status: v as LeadStatus }))}
          />
          {others.length > 0 && (
            <Select
              size="xs"
              w={170}
              aria-label="Assign selected leads to"
              placeholder="Assign to…"
              disabled={busy}
              data={others.map((o) => ({ value: o._id, label: o.name }))}
              value={null}
              onChange={(v) => {
                const owner = others.find((o) => o._id === v);
                if (owner) run(action(`Assign to ${owner.name}`, `Assigned to ${owner.name}`, { action: 'assign', ownerId: owner._id }));
              }}
            />
          )}
        </>
      )}
    />
  );
}
