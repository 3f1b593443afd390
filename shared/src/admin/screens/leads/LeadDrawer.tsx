import { DayInput } from '../../components/DayInput.js';
import { Button, Center, Drawer, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/errors.js';
import { messageFor } from '../../../api/messages.js';
import { LEAD_STATUSES, type LeadDto, type LeadNoteDto, type LeadStatus, type LeadUpdateInput } from '../../../contract/index.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { AttributionLine } from './AttributionLine.js';
import { LeadContactLinks } from './LeadContactLinks.js';
import { LeadStatusBadge } from './LeadStatusBadge.js';
import { RecordTimeline } from './RecordTimeline.js';
import { dayOf, followUpMoment, formatMessageDate, statusLabel } from './leadFormat.js';
import { ownerOptions, useLeadOwners } from './useLeadOwners.js';

interface Props {
  /** The lead shown, or null when the drawer is closed. */
  leadId: string | null;
  me: { id: string; name: string } | null;
  onClose: () => void;
  /** The lead changed (read, status, owner, follow-up): the list updates its row. */
  onChanged: (lead: LeadDto) => void;
  /** Status Spam chosen for the lead (as it is before the change): the list marks it, with Undo. */
  onSpam: (lead: LeadDto) => void;
}

const SOURCE_LABELS: Record<LeadDto['source'], string> = { contact: 'Contact form', quote: 'Quote request', buyNow: 'Buy now' };

/**
 * One lead: its message (a quote's items are in it), status, owner, follow-up date and timeline
 * with a note box. Opening it marks it read for the signed-in admin.
 */
export function LeadDrawer({ leadId, me, onClose, onChanged, onSpam }: Props) {
  const { api } = useAdminServices();
  const [lead, setLead] = useState<LeadDto | null>(null);
  const [timeline, setTimeline] = useState<LeadNoteDto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const owners = useLeadOwners();

  useEffect(() => {
    setLead(null);
    setError(null);
    setMissing(false);
    setNote('');
    if (!leadId) return;
    let live = true;
    void (async () => {
      try {
        const answer = await api.contact.get(leadId);
        if (!live) return;
        setLead(answer.data);
        setTimeline(answer.timeline);
        if (!answer.data.read) {
          // The lead stays shown when it cannot be marked read (the desktop console offline): said, not hidden.
          const read = await api.contact.markRead(leadId).catch((err: unknown) => {
            if (live) showError(messageFor(err, 'The lead could not be marked read.'));
            return null;
          });
          if (!live || !read) return;
          setLead(read.data);
          onChanged(read.data);
        }
      } catch (err) {
        if (!live) return;
        // An address with an id no lead has (deleted, mistyped): said plainly, not as a failure.
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) setMissing(true);
        else setError(messageFor(err, 'The lead could not be loaded.'));
      }
    })();
    return () => {
      live = false;
    };
    // onChanged is the list's stable patch function; the lead is loaded once per id.
  }, [api, leadId]);

  const update = async (body: LeadUpdateInput, done: string) => {
    if (!lead) return;
    setBusy(true);
    try {
      const answer = await api.contact.update(lead._id, body);
      setLead(answer.data);
      setTimeline(answer.timeline);
      onChanged(answer.data);
      showSuccess(done);
    } catch (err) {
      showError(messageFor(err, 'The lead could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const addNote = async () => {
    if (!lead || !note.trim()) return;
    setBusy(true);
    try {
      const answer = await api.contact.addNote(lead._id, note.trim());
      setTimeline(answer.timeline);
      setNote('');
      showSuccess('Note added');
    } catch (err) {
      showError(messageFor(err, 'The note could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const notSpam = async () => {
    if (!lead) return;
    try {
      const { data } = await api.contact.notSpam(lead._id);
      setLead(data);
      onChanged(data);
      showSuccess('Moved out of spam');
    } catch (err) {
      showError(messageFor(err, 'Failed to move the lead out of spam.'));
    }
  };

  const markUnread = async () => {
    if (!lead) return;
    try {
      const { data } = await api.contact.markUnread(lead._id);
      onChanged(data);
      onClose();
    } catch (err) {
      showError(messageFor(err, 'Failed to mark the lead unread.'));
    }
  };

  const owning = ownerOptions(owners, me, lead?.ownerId ?? null);

  return (
    <Drawer
      opened={leadId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={lead ? `Lead from ${lead.name}` : missing ? 'Lead not found' : 'Lead'}
    >
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
      {missing && (
        <Stack gap="md" align="flex-start">
          <Text>There is no lead at this address: it may have been deleted, or the link is mistyped.</Text>
          <Button variant="default" onClick={onClose}>
            Back to the inbox
          </Button>
        </Stack>
      )}
      {!lead && !error && !missing && (
        <Center py="xl">
          <Loader aria-label="Loading the lead" />
        </Center>
      )}
      {lead && (
        <Stack gap="md">
          <Group gap="xs">
            <LeadStatusBadge status={lead.status} />
            <Text size="sm" c="dimmed">
              {SOURCE_LABELS[lead.source]} · <time dateTime={lead.createdAt}>{formatMessageDate(lead.createdAt)}</time>
            </Text>
          </Group>
          <AttributionLine attribution={lead.attribution} />
          <LeadContactLinks lead={lead} />
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="lead-message">
            {lead.message}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Status"
              w={160}
              allowDeselect={false}
              withScrollArea={false}
              disabled={busy}
              data={LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
              value={lead.status}
              onChange={(v) => {
                if (!v || v === lead.status) return;
                if (v === 'spam') onSpam(lead);
                else void update({ status: v as LeadStatus }, `Status set to ${statusLabel(v as LeadStatus)}`);
              }}
            />
            <Select
              label="Owner"
              w={200}
              allowDeselect={false}
              disabled={busy}
              data={owning}
              value={lead.ownerId ?? 'none'}
              onChange={(v) => v && v !== (lead.ownerId ?? 'none') && void update({ ownerId: v === 'none' ? null : v }, v === 'none' ? 'Lead unassigned' : 'Lead assigned')}
            />
            {me && lead.ownerId !== me.id && (
              <Button variant="light" disabled={busy} onClick={() => void update({ ownerId: me.id }, 'Lead assigned to you')}>
                Assign to me
              </Button>
            )}
            <DayInput
              label="Follow up on"
              disabled={busy}
              value={dayOf(lead.followUpAt)}
              onChange={(day) => {
                if (day === dayOf(lead.followUpAt)) return;
                // A day on the site's clock (admin.md#one-clock), whatever the zone of this computer.
                void update({ followUpAt: day ? followUpMoment(day) : null }, day ? 'Follow-up date set' : 'Follow-up date cleared');
              }}
            />
          </Group>
          <Group gap="xs">
            {lead.status === 'spam' && (
              <Button
                variant="light"
                color="green"
                disabled={busy}
                onClick={() => void notSpam()}
              >
                Not spam
              </Button>
            )}
            <Button variant="subtle" onClick={() => void markUnread()}>
              Mark unread
            </Button>
          </Group>
          <RecordTimeline timeline={timeline} busy={busy} note={note} onNote={setNote} onAdd={() => void addNote()} />
        </Stack>
      )}
    </Drawer>
  );
}
