import { DayInput } from '../../components/DayInput.js';
import { Select } from '@mantine/core';
import type { LeadFilterParams } from '../../../api/client.js';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '../../../contract/index.js';
import { statusLabel } from './leadFormat.js';
import { useLeadOwners } from './useLeadOwners.js';

const STATUS_DATA = [{ value: 'all', label: 'All leads (no spam)' }, ...LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))];
const KIND_DATA = [{ value: 'all', label: 'All kinds' }, ...LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] }))];

interface Props {
  filter: LeadFilterParams;
  onChange: (patch: Partial<LeadFilterParams>) => void;
  /** The signed-in admin's id, for "Assigned to me" (absent until known). */
  meId: string | null;
}

/** The inbox's filter controls beside the search box: status (incl. Spam), owner (me, unassigned or anyone who works leads), kind, received dates, sort. */
export function LeadFilters({ filter, onChange, meId }: Props) {
  const owners = useLeadOwners();
  const owner = filter.owner === undefined ? 'any' : filter.owner === 'none' ? 'none' : filter.owner === meId ? 'me' : filter.owner;
  return (
    <>
      {/* A short list shown whole: a scrolled list box would be a scroll region no key reaches (axe). */}
      <Select
        label="Status"
        w={190}
        allowDeselect={false}
        withScrollArea={false}
        data={STATUS_DATA}
        value={filter.status ?? 'all'}
        onChange={(v) => onChange({ status: !v || v === 'all' ? undefined : (v as LeadStatus) })}
      />
      <Select
        label="Owner"
        w={170}
        allowDeselect={false}
        data={[
          { value: 'any', label: 'Anyone' },
          { value: 'me', label: 'Assigned to me', disabled: !meId },
          { value: 'none', label: 'Unassigned' },
          // Everyone else who works leads (admin and sales), by name.
          ...owners.filter((o) => o._id !== meId).map((o) => ({ value: o._id, label: o.name })),
          ...(owner !== 'any' && owner !== 'me' && owner !== 'none' && !owners.some((o) => o._id === owner) ? [{ value: owner, label: 'Another staff member' }] : []),
        ]}
        value={owner}
        onChange={(v) => onChange({ owner: !v || v === 'any' ? undefined : v === 'me' ? (meId ?? undefined) : v })}
      />
      <Select
        label="Kind"
        w={130}
        allowDeselect={false}
        withScrollArea={false}
        data={KIND_DATA}
        value={filter.source ?? 'all'}
        onChange={(v) => onChange({ source: !v || v === 'all' ? undefined : (v as LeadSource) })}
      />
      <DayInput label="Received from" w={160} value={filter.from ?? ''} onChange={(day) => onChange({ from: day || undefined })} />
      <DayInput label="Received to" w={160} value={filter.to ?? ''} onChange={(day) => onChange({ to: day || undefined })} />
      <Select
        label="Sort"
        w={150}
        allowDeselect={false}
        data={[
          { value: 'desc', label: 'Newest first' },
          { value: 'asc', label: 'Oldest first' },
        ]}
        value={filter.sort ?? 'desc'}
        onChange={(v) => onChange({ sort: v === 'asc' ? 'asc' : undefined })}
      />
    </>
  );
}
