import { Badge, Button, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { Download, Radio, Trash2, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectRealtime, type RealtimeStatus } from '../../../api/realtime.js';
import { messageFor } from '../../../api/messages.js';
import type { RealtimeFrame } from '../../../contract/realtime.js';
import type { LeadDto } from '../../../contract/index.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PagedTable } from '../../components/PagedTable.js';
import { useAdminServices } from '../../context.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { LeadBulkBar } from './LeadBulkBar.js';
import { LeadContactLinks } from './LeadContactLinks.js';
import { LeadDrawer } from './LeadDrawer.js';
import { LeadFilters } from './LeadFilters.js';
import { LeadStatusBadge } from './LeadStatusBadge.js';
import { formatMessageDate } from './leadFormat.js';
import { useLeadList } from './useLeadList.js';
import classes from './ContactMessagesScreen.module.css';

/** How long a message that just arrived stays highlighted. */
const FRESH_MS = 6000;

type LiveState = 'connecting' | 'live' | 'reconnecting';

const LIVE_BADGE: Record<LiveState, { label: string; color: string }> = {
  connecting: { label: 'Connecting…', color: 'gray' },
  live: { label: 'Live', color: 'green' },
  reconnecting: { label: 'Reconnecting…', color: 'yellow' },
};

/**
 * /admin/contact-info, the lead inbox: one server page of leads with filters (status, Spam, owner,
 * dates, words), unread leads in bold, bulk actions, CSV export of the filter and a lead drawer.
 * New leads arrive over the realtime connection and go on top without a reload; after a
 * reconnection the page is fetched again so nothing sent meanwhile is missed.
 */
export function ContactMessagesScreen() {
  const { api, auth, openRealtime, desktop } = useAdminServices();
  const { data, error, filter, setFilter, setPage, reload, arrive, patchLead } = useLeadList((q) => api.contact.list(q));
  const [live, setLive] = useState<LiveState>('connecting');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [me, setMe] = useState<{ id: string; name: string } | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    let on = true;
    auth.me().then(
      (user) => on && setMe({ id: user._id, name: user.name }),
      () => undefined,
    );
    return () => {
      on = false;
    };
  }, [auth]);

  const highlight = useCallback((id: string) => {
    setFresh((s) => new Set(s).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }, FRESH_MS);
    timers.current.add(timer);
  }, []);

  const onFrame = useCallback(
    (frame: RealtimeFrame) => {
      if (frame.event !== 'newContactMessage') return;
      if (arrive(frame.data)) highlight(frame.data._id);
    },
    [arrive, highlight],
  );

  useEffect(() => {
    desktop?.onContactScreenVisible?.();
  }, [desktop]);

  useEffect(() => {
    let opened = false;
    const onStatus = (status: RealtimeStatus) => {
      if (status === 'open') opened = true;
      setLive(status === 'open' ? 'live' : opened || status === 'offline' ? 'reconnecting' : 'connecting');
    };
    const connection = connectRealtime({ open: openRealtime, onFrame, onStatus, onReconnect: () => void reload() });
    const pending = timers.current;
    return () => {
      connection.close();
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, [onFrame, openRealtime, reload]);

  // A new page or filter starts with nothing checked.
  useEffect(() => setSelected(new Set()), [filter, data?.page]);

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageIds = data?.data.map((m) => m._id) ?? [];
  const allChecked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const remove = async (lead: LeadDto) => {
    if (!(await confirmDanger('Are you sure you want to delete this message?'))) return;
    try {
      await api.contact.remove(lead._id);
      showSuccess('Message deleted successfully.');
      await reload();
    } catch (err) {
      showError(messageFor(err, 'Failed to delete the message.'));
    }
  };

  const notSpam = async (lead: LeadDto) => {
    try {
      await api.contact.notSpam(lead._id);
      showSuccess(`${lead.name} moved out of spam.`);
      await reload();
    } catch (err) {
      showError(messageFor(err, 'Failed to move the lead out of spam.'));
    }
  };

  const emptySpam = async () => {
    if (!(await confirmDanger('Delete for good the spam received more than 30 days ago?', 'Empty spam'))) return;
    try {
      const { deleted } = await api.contact.emptySpam();
      showSuccess(deleted === 1 ? '1 spam lead deleted.' : `${deleted} spam leads deleted.`);
      await reload();
    } catch (err) {
      showError(messageFor(err, 'Failed to empty the spam.'));
    }
  };

  const badge = LIVE_BADGE[live];
  const spamView = filter.status === 'spam';

  return (
    <>
      <PageHeader title="Contact Messages">
        <Group gap="sm">
          {data && (
            <Badge size="lg" variant="outline" color={data.unread > 0 ? 'blue' : 'gray'} aria-label={`${data.unread} unread`}>
              {data.unread} unread
            </Badge>
          )}
          <Badge role="status" size="lg" variant="light" color={badge.color} leftSection={live === 'live' ? <Radio size={14} aria-hidden /> : <WifiOff size={14} aria-hidden />}>
            {badge.label}
          </Badge>
          {spamView && (
            <Button variant="light" color="red" leftSection={<Trash2 size={16} aria-hidden />} onClick={() => void emptySpam()}>
              Empty spam older than 30 days
            </Button>
          )}
          {/* A download with the session's credentials: same-origin on the web, proxied by the console. */}
          <Button component="a" href={api.contact.exportUrl(filter)} download variant="default" leftSection={<Download size={16} aria-hidden />}>
            Export CSV
          </Button>
        </Group>
      </PageHeader>
      {selected.size > 0 && (
        <LeadBulkBar
          ids={[...selected]}
          meId={me?.id ?? null}
          onDone={() => {
            setSelected(new Set());
            void reload();
          }}
        />
      )}
      {error && data === null ? (
        <LoadError title="Messages could not be loaded" message={error} onRetry={() => void reload()} />
      ) : (
        <div className={classes.table}>
          <Checkbox
            mb="xs"
            label="Select all on this page"
            checked={allChecked}
            indeterminate={!allChecked && pageIds.some((id) => selected.has(id))}
            disabled={pageIds.length === 0}
            onChange={(e) => setSelected(e.currentTarget.checked ? new Set(pageIds) : new Set())}
          />
          <PagedTable
            label="Contact messages"
            page={data}
            onPageChange={setPage}
            rowKey={(m) => m._id}
            emptyText={spamView ? 'No spam.' : 'No messages yet.'}
            search={{ placeholder: 'Search by name, email, phone or message', onSearch: (q) => setFilter({ q: q || undefined }) }}
            controls={<LeadFilters filter={filter} onChange={setFilter} meId={me?.id ?? null} />}
            columns={[
              {
                key: 'select',
                header: 'Select',
                render: (m) => <Checkbox aria-label={`Select lead from ${m.name}`} checked={selected.has(m._id)} onChange={(e) => toggle(m._id, e.currentTarget.checked)} />,
              },
              {
                key: 'name',
                header: 'Name',
                render: (m) => (
                  <Group gap={6} wrap="nowrap" data-fresh={fresh.has(m._id) || undefined} data-unread={!m.read || undefined}>
                    <UnstyledButton onClick={() => setOpenId(m._id)} aria-label={`Open lead from ${m.name}${m.read ? '' : ' (unread)'}`}>
                      <Text size="sm" fw={m.read ? 400 : 700} td="underline">
                        {m.name}
                      </Text>
                    </UnstyledButton>
                    {fresh.has(m._id) && (
                      <Badge size="xs" color="blue" variant="filled">
                        New
                      </Badge>
                    )}
                  </Group>
                ),
              },
              { key: 'contact', header: 'Contact', render: (m) => <LeadContactLinks lead={m} stack /> },
              {
                key: 'message',
                header: 'Message',
                render: (m) => (
                  <Text size="sm" fw={m.read ? 400 : 600} lineClamp={2} maw={380} miw={200} style={{ whiteSpace: 'pre-line' }}>
                    {m.message}
                  </Text>
                ),
              },
              { key: 'status', header: 'Status', render: (m) => <LeadStatusBadge status={m.status} /> },
              {
                key: 'date',
                header: 'Date',
                render: (m) => (
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }} component="time" dateTime={m.createdAt}>
                    {formatMessageDate(m.createdAt)}
                  </Text>
                ),
              },
              {
                key: 'action',
                header: 'Action',
                render: (m) => (
                  <Group gap={6} wrap="nowrap">
                    {m.status === 'spam' && (
                      <Button size="xs" miw="max-content" variant="light" color="green" onClick={() => void notSpam(m)} aria-label={`Not spam: ${m.name}`}>
                        Not spam
                      </Button>
                    )}
                    <Button size="xs" miw="max-content" variant="light" color="red" leftSection={<Trash2 size={14} aria-hidden />} onClick={() => void remove(m)} aria-label={`Delete message from ${m.name}`}>
                      Delete
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        </div>
      )}
      <LeadDrawer leadId={openId} me={me} onClose={() => setOpenId(null)} onChanged={patchLead} />
    </>
  );
}
