import { Anchor, Badge, Button, Center, Drawer, Group, Loader, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { messageFor } from '../../../api/messages.js';
import { APPLICATION_STATUS_OPTIONS, type ApplicationDto, type ApplicationStatus, type ApplicationUpdateInput, type LeadNoteDto, type StaffOptionDto } from '../../../contract/index.js';
import { useAuth } from '../../auth.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PagedTable } from '../../components/PagedTable.js';
import { useAdminServices } from '../../context.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { usePagedList } from '../../usePagedList.js';
import { AttributionLine } from '../leads/AttributionLine.js';
import { LeadContactLinks } from '../leads/LeadContactLinks.js';
import { formatMessageDate, formatMessageDateWrapped } from '../leads/leadFormat.js';
import { RecordTimeline } from '../leads/RecordTimeline.js';
import { ownerOptions } from '../leads/useLeadOwners.js';

const STATUS_COLORS: Record<ApplicationStatus, string> = { new: 'blue', screening: 'cyan', interview: 'violet', offer: 'teal', hired: 'green', rejected: 'gray', spam: 'red' };
const statusLabel = (status: ApplicationStatus) => APPLICATION_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;

function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
      {statusLabel(status)}
    </Badge>
  );
}

const kilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The CV as a download (the session's credentials; never a public address). */
function CvLink({ application, variant }: { application: ApplicationDto; variant?: 'button' }) {
  const { api } = useAdminServices();
  const label = `CV (${application.cv.type === 'application/pdf' ? 'PDF' : 'DOCX'}, ${kilobytes(application.cv.bytes)})`;
  return variant === 'button' ? (
    <Button component="a" href={api.applications.cvUrl(application._id)} download variant="light" leftSection={<Download size={16} aria-hidden />}>
      Download {label}
    </Button>
  ) : (
    <Anchor size="sm" href={api.applications.cvUrl(application._id)} download>
      <FileText size={13} aria-hidden /> {label}
      <VisuallyHidden> of {application.name}</VisuallyHidden>
    </Anchor>
  );
}

/** One application: the applicant, their message and CV, its status, owner and timeline; deleting it deletes its CV. */
function ApplicationDrawer({ id, owners, onClose, onChanged }: { id: string | null; owners: StaffOptionDto[]; onClose: () => void; onChanged: () => void }) {
  const { api } = useAdminServices();
  const { user } = useAuth();
  const [application, setApplication] = useState<ApplicationDto | null>(null);
  const [timeline, setTimeline] = useState<LeadNoteDto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setApplication(null);
    setError(null);
    setNote('');
    if (!id) return;
    let live = true;
    api.applications.get(id).then(
      (answer) => {
        if (!live) return;
        setApplication(answer.data);
        setTimeline(answer.timeline);
      },
      (err: unknown) => live && setError(messageFor(err, 'The application could not be loaded.')),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      showError(messageFor(err, failure));
    } finally {
      setBusy(false);
    }
  };
  const update = (body: ApplicationUpdateInput, done: string) =>
    run(async () => {
      const answer = await api.applications.update(application!._id, body);
      setApplication(answer.data);
      setTimeline(answer.timeline);
      onChanged();
      showSuccess(done);
    }, 'The application could not be saved. Please try again.');
  const addNote = () =>
    run(async () => {
      setTimeline((await api.applications.addNote(application!._id, note.trim())).timeline);
      setNote('');
      showSuccess('Note added');
    }, 'The note could not be added. Please try again.');
  const remove = async () => {
    if (!application || !(await confirmDanger(`Delete the application of ${application.name}, and its CV, for good?`))) return;
    await run(async () => {
      await api.applications.remove(application._id);
      showSuccess('Application deleted, with its CV');
      onChanged();
      onClose();
    }, 'The application could not be deleted.');
  };

  const owning = ownerOptions(owners, user ? { id: user._id, name: user.name } : null, application?.ownerId ?? null);

  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={application ? `Application from ${application.name}` : 'Application'}>
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
      {!application && !error && (
        <Center py="xl">
          <Loader aria-label="Loading the application" />
        </Center>
      )}
      {application && (
        <Stack gap="md">
          <Group gap="xs">
            <StatusBadge status={application.status} />
            <Text size="sm" c="dimmed">
              {application.roleTitle} · <time dateTime={application.createdAt}>{formatMessageDate(application.createdAt)}</time>
            </Text>
          </Group>
          <AttributionLine attribution={application.attribution} />
          <LeadContactLinks lead={application} />
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {application.message || 'No message.'}
          </Text>
          <Group>
            <CvLink application={application} variant="button" />
          </Group>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Status"
              w={160}
              allowDeselect={false}
              withScrollArea={false}
              disabled={busy}
              data={APPLICATION_STATUS_OPTIONS}
              value={application.status}
              onChange={(v) => v && v !== application.status && void update({ status: v as ApplicationStatus }, `Status set to ${statusLabel(v as ApplicationStatus)}`)}
            />
            <Select
              label="Owner"
              w={200}
              allowDeselect={false}
              disabled={busy}
              data={owning}
              value={application.ownerId ?? 'none'}
              onChange={(v) => v && v !== (application.ownerId ?? 'none') && void update({ ownerId: v === 'none' ? null : v }, v === 'none' ? 'Application unassigned' : 'Application assigned')}
            />
          </Group>
          <RecordTimeline timeline={timeline} busy={busy} note={note} onNote={setNote} onAdd={() => void addNote()} />
          <Group>
            <Button variant="subtle" color="red" leftSection={<Trash2 size={16} aria-hidden />} disabled={busy} onClick={() => void remove()}>
              Delete application
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}

interface Filters {
  status?: ApplicationStatus;
  q?: string;
}
const NO_FILTERS: Filters = {};

/**
 * /admin/applications: applications to the open roles, newest first (spam only when chosen), with
 * their CVs, status, owner and timeline, and a CSV export of the filter. Admins and recruiters only.
 */
export function ApplicationsScreen() {
  const { api } = useAdminServices();
  const { data, error, filters, setFilters, setPage, reload } = usePagedList((q) => api.applications.list(q), NO_FILTERS, 'The applications could not be loaded.');
  const [open, setOpen] = useState<string | null>(null);
  const [owners, setOwners] = useState<StaffOptionDto[]>([]);
  useEffect(() => {
    api.applications.owners().then(
      (answer) => setOwners(answer.data),
      () => undefined,
    );
  }, [api]);

  return (
    <>
      <PageHeader title="Applications">
        <Button component="a" href={api.applications.exportUrl(filters)} download variant="default" leftSection={<Download size={16} aria-hidden />}>
          Export CSV
        </Button>
      </PageHeader>
      {error && !data ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      <PagedTable
        page={data}
        label="Applications"
        rowKey={(a) => a._id}
        emptyText="No applications yet."
        onPageChange={setPage}
        search={{ placeholder: 'Search name, e-mail, phone, message or role', onSearch: (q) => setFilters({ q: q || undefined }) }}
        controls={
          <Select
            label="Status"
            w={170}
            clearable
            placeholder="All but spam"
            data={APPLICATION_STATUS_OPTIONS}
            value={filters.status ?? null}
            onChange={(v) => setFilters({ status: (v as ApplicationStatus | null) ?? undefined })}
          />
        }
        columns={[
          {
            key: 'name',
            header: 'Applicant',
            primary: true,
            render: (a) => (
              <Anchor component="button" type="button" fw={600} onClick={() => setOpen(a._id)}>
                {a.name}
              </Anchor>
            ),
          },
          { key: 'role', header: 'Role', render: (a) => a.roleTitle },
          {
            key: 'received',
            header: 'Received',
            render: (a) => (
              <Text size="sm" component="time" dateTime={a.createdAt}>
                {formatMessageDateWrapped(a.createdAt)}
              </Text>
            ),
          },
          { key: 'contact', header: 'Contact', render: (a) => <LeadContactLinks lead={a} stack /> },
          { key: 'status', header: 'Status', render: (a) => <StatusBadge status={a.status} /> },
          { key: 'cv', header: 'CV', render: (a) => <CvLink application={a} /> },
        ]}
      />
      <ApplicationDrawer id={open} owners={owners} onClose={() => setOpen(null)} onChanged={() => void reload()} />
    </>
  );
}
