import { DayInput } from '../../components/DayInput.js';
import { Anchor, Select, Stack, Text, type SelectProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_PAGE_SIZE,
  AUDIT_RECORD_LABELS,
  AUDIT_RECORD_TYPES,
  AUDIT_RETENTION_DAYS,
  type AuditChanges,
  type AuditEntryDto,
  type AuditRecordType,
} from '../../../contract/audit.js';
import { auditSentence } from '../../../contract/auditSentence.js';
import { DOCUMENT_KIND_NAMES } from '../../../contract/documents.js';
import { documentAdminPath } from '../../../contract/documentRoutes.js';
import type { AuditParams } from '../../../api/client.js';
import { formatDateTime } from '../../components/DateCell.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PagedTable } from '../../components/PagedTable.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { adminRoutes } from '../../routes.js';
import { usePagedList } from '../../usePagedList.js';

type Filters = Pick<AuditParams, 'user' | 'action' | 'recordType' | 'from' | 'to'>;
const NO_FILTERS: Filters = { user: undefined, action: undefined, recordType: undefined, from: undefined, to: undefined };

const ANY = 'any';
const ACTION_DATA = [{ value: ANY, label: 'Any action' }, ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))];
const RECORD_DATA = [{ value: ANY, label: 'Any record' }, ...AUDIT_RECORD_TYPES.map((t) => ({ value: t, label: AUDIT_RECORD_LABELS[t] }))];


/** The admin screen of a record, where it has one (a deleted record's screen would only say "not found"). */
function recordLink(e: AuditEntryDto): string | null {
  // A deleted record's screen would only say "not found"; a record gone since has no name.
  if (e.action === 'delete' || !e.recordType || (e.recordId && !e.recordName && !['homeContent', 'review'].includes(e.recordType))) return null;
  const id = e.recordId;
  const byType: Partial<Record<AuditRecordType, string | null>> = {
    product: id && adminRoutes.editProduct(id),
    category: id && adminRoutes.editCategory(id),
    blog: id && adminRoutes.editBlog(id),
    homeContent: id && adminRoutes.editSecondSection(id),
    media: adminRoutes.media,
    lead: id && adminRoutes.lead(id),
    review: adminRoutes.reviews,
    staff: adminRoutes.staff,
    settings: adminRoutes.settings,
    leadSettings: adminRoutes.settings,
    portrait: adminRoutes.settings,
    ...(Object.fromEntries(DOCUMENT_KIND_NAMES.map((kind) => [kind, id && documentAdminPath(kind, { edit: id })])) as Partial<Record<AuditRecordType, string | null>>),
  };
  return byType[e.recordType as AuditRecordType] ?? null;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What changed, in words: the fields (with their values where kept), the ids of a bulk action, the login tried. */
function changeLines(c: AuditChanges | null): string[] {
  if (!c) return [];
  const lines: string[] = [];
  for (const field of c.fields ?? []) {
    const hasValue = c.values && field in c.values;
    const was = c.before && field in c.before ? `${shown(c.before[field])} → ` : '';
    lines.push(hasValue ? `${field}: ${was}${shown(c.values?.[field])}` : field);
  }
  if (c.ids?.length) lines.push(`${c.ids.length} record(s): ${c.ids.join(', ')}`);
  if (c.login) lines.push(`login tried: ${c.login}`);
  return lines;
}

/** A filter whose first choice (ANY) filters nothing: its value is then undefined. */
function AnySelect({ value, onChange, ...props }: Omit<SelectProps, 'value' | 'onChange'> & { value: string | undefined; onChange: (value: string | undefined) => void }) {
  return <Select {...props} allowDeselect={false} value={value ?? ANY} onChange={(v) => onChange(!v || v === ANY ? undefined : v)} />;
}

/**
 * /admin/audit (admins): who did what, when and from where, newest first. Filters by user, action,
 * record type and dates; the server pages. Nothing here changes or deletes an entry.
 */
export function AuditLogScreen() {
  const { api } = useAdminServices();
  const log = usePagedList((q) => api.audit.list(q), NO_FILTERS, 'Failed to load the audit log.', AUDIT_PAGE_SIZE);
  const staff = useLoad(async () => (await api.staff.list()).data, 'Failed to load the staff list.');
  const f = log.filters;
  const filtered = Object.values(f).some((v) => v !== undefined);

  return (
    <>
      <PageHeader title="Audit log" />
      <Text size="sm" c="dimmed" mb="md" maw={720}>
        Every sign-in, sign-out and change made in the back office, newest first. Entries cannot be changed or deleted; they are kept for the server&apos;s retention
        period ({AUDIT_RETENTION_DAYS.default} days unless set otherwise).
      </Text>
      {log.error && log.data === null ? (
        <LoadError title="The audit log could not be loaded" message={log.error} onRetry={() => void log.reload()} />
      ) : (
        <PagedTable
          label="Audit log"
          page={log.data}
          onPageChange={log.setPage}
          rowKey={(e) => e._id}
          emptyText={filtered ? 'No entries match these filters' : 'Nothing has been recorded yet'}
          controls={
            <>
              <AnySelect
                label="User"
                w={200}
                searchable
                data={[{ value: ANY, label: 'Anyone' }, ...(staff.data ?? []).map((s) => ({ value: s._id, label: s.name }))]}
                value={f.user}
                onChange={(user) => log.setFilters({ user })}
              />
              <AnySelect label="Action" w={220} data={ACTION_DATA} value={f.action} onChange={(action) => log.setFilters({ action })} />
              {/* A list shown whole: a scrolled list box would be a scroll region no key reaches (axe). */}
              <AnySelect label="Record type" w={190} withScrollArea={false} data={RECORD_DATA} value={f.recordType} onChange={(recordType) => log.setFilters({ recordType })} />
              <DayInput label="From" w={160} value={f.from ?? ''} onChange={(day) => log.setFilters({ from: day || undefined })} />
              <DayInput label="To" w={160} value={f.to ?? ''} onChange={(day) => log.setFilters({ to: day || undefined })} />
            </>
          }
          columns={[
            {
              key: 'when',
              header: 'When',
              render: (e) => (
                <Text size="sm" component="time" dateTime={e.at} style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(e.at)}
                </Text>
              ),
            },
            {
              key: 'what',
              header: 'What happened',
              render: (e) => {
                const { before, record, after } = auditSentence(e);
                const to = record ? recordLink(e) : null;
                return (
                  <Text size="sm" maw={460}>
                    {before}
                    {to ? (
                      <Anchor component={Link} to={to} size="sm">
                        {record}
                      </Anchor>
                    ) : (
                      record
                    )}
                    {after}
                  </Text>
                );
              },
            },
            { key: 'ip', header: 'From', render: (e) => <Text size="sm">{e.ip ?? ''}</Text> },
            {
              key: 'changes',
              header: 'Changes',
              render: (e) => (
                <Stack gap={0}>
                  {changeLines(e.changes).map((line, i) => (
                    <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
                      {line}
                    </Text>
                  ))}
                </Stack>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
