import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { Ban, Download, Radio, Trash2, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { connectRealtime, type RealtimeStatus } from '../../../api/realtime.js';
import { messageFor } from '../../../api/messages.js';
import type { RealtimeFrame } from '../../../contract/realtime.js';
import { formatLeadCount, LEAD_SOURCE_LABELS, type LeadDto } from '../../../contract/index.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PagedTable } from '../../components/PagedTable.js';
import { useAdminServices } from '../../context.js';
import { confirmDanger, showError, showSuccess, showUndoable } from '../../notify.js';
import { adminRoutes } from '../../routes.js';
import { useRowSelection } from '../../useRowSelection.js';
import { LeadBulkBar } from './LeadBulkBar.js';
import { LeadContactLinks } from './LeadContactLinks.js';
import { LeadDrawer } from './LeadDrawer.js';
import { LeadFilters } from './LeadFilters.js';
import { LeadStatusBadge } from './LeadStatusBadge.js';
import { formatMessageDateWrapped, statusLabel } from './leadFormat.js';
import { useLeadList } from './useLeadList.js';
import { useLeadOwners } from './useLeadOwners.js';
import classes from './LeadsScreen.module.css';

/** How long a message that just arrived stays highlighted. */
const FRESH_MS = 6000;

type LiveState = 'connecting' | 'live' | 'reconnecting';

const LIVE_BADGE: Record<LiveState, { label: string; color: string }> = {
  connecting: { label: 'Connecting…', color: 'gray' },
  live: { label: 'Live', color: 'green' },
  reconnecting: { label: 'Reconnecting…', color: 'yellow' },
};

/** What a lead opened from the list carries in its history entry: closing it goes back to that entry. */
interface FromList {
  fromList: true;
}
const cameFromList = (state: unknown) => (state as Partial<FromList> | null)?.fromList === true;

/**
 * /admin/contact-info, the lead inbox: one server page of leads with filters (status, Spam, owner,
 * kind, dates, words), unread leads in bold, bulk actions, CSV export of the filter and a lead drawer.
 * New leads arrive over the realtime connection and go on top without a reload; after a
 * reconnection the page is fetched again so nothing sent meanwhile is missed.
 *
 * An open lead has its own address, /admin/contact-info/:id (a notification's "Open", a link):
 * the same screen with that lead's drawer open. Opened from the list, Back or closing the drawer
 * returns to the list's history entry; opened directly, closing replaces it with the list's address.
 */
export function LeadsScreen() {
  const { api, auth, openRealtime, desktop } = useAdminServices();
  const { data, countCap, error, filter, setFilter, setPage, reload, arrive, patchLead, dropLead } = useLeadList((q) => api.contact.list(q));
  const owners = useLeadOwners();
  const [live, setLive] = useState<LiveState>('connecting');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const openId = useParams<'id'>().id ?? null;
  const navigate = useNavigate();
  const location = useLocation();
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

  // Only leads on the page shown stay checked (a new page or filter forgets the others).
  const selection = useRowSelection(useMemo(() => data?.data.map((m) => m._id) ?? [], [data]));

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

  /** Puts a lead marked spam back to the status it had (a second update), and back in the list. */
  const undoSpam = async (lead: LeadDto) => {
    try {
      await api.contact.update(lead._id, { status: lead.status });
      showSuccess(`Lead from ${lead.name} is ${statusLabel(lead.status)} again.`);
    } catch (err) {
      showError(messageFor(err, 'The lead could not be taken out of spam. Please try again.'));
    }
    await reload();
  };

  /**
   * Spam leaves the list at once while the server is told (now, not deferred); the notification
   * offers Undo. `lead` as it was before, so Undo knows its status. A refused change puts it back.
   */
  const markSpam = async (lead: LeadDto, fromKeyboard = false) => {
    dropLead(lead._id);
    try {
      await api.contact.update(lead._id, { status: 'spam' });
    } catch (err) {
      showError(messageFor(err, 'The lead could not be marked as spam. Please try again.'));
      await reload();
      return;
    }
    showUndoable(`Lead from ${lead.name} marked as spam.`, `Undo: lead from ${lead.name} back to ${statusLabel(lead.status)}`, () => void undoSpam(lead), { focus: fromKeyboard });
  };

  /** The owner's name, as the drawer and filters name them; an id no longer among those who work leads is said so. */
  const ownerName = (ownerId: string | null) => {
    if (ownerId === null) return 'Unassigned';
    if (ownerId === me?.id) return me.name;
    return owners.find((o) => o._id === ownerId)?.name ?? 'Another staff member';
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

  const closeLead = () => {
    if (cameFromList(location.state)) void navigate(-1);
    else void navigate(adminRoutes.contact, { replace: true });
  };

  const badge = LIVE_BADGE[live];
  const spamView = filter.status === 'spam';
  // A search's counts stop sooner than the inbox's (shared/docs/api.md#lead-inbox).
  const formatCount = (n: number) => formatLeadCount(n, countCap);

  return (
    <>
      <PageHeader title="Contact Messages">
        <Group gap="sm">
          {data && (
            <Badge size="lg" variant="outline" color={data.unread > 0 ? 'blue' : 'gray'} aria-label={`${formatCount(data.unread)} unread`}>
              {formatCount(data.unread)} unread
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
          <Button component="a" href={api.contact.exportXlsxUrl(filter)} download variant="default" leftSection={<Download size={16} aria-hidden />}>
            Export Excel
          </Button>
        </Group>
      </PageHeader>
      <LeadBulkBar selection={selection} meId={me?.id ?? null} onDone={() => void reload()} />
      {error && data === null ? (
        <LoadError title="Messages could not be loaded" message={error} onRetry={() => void reload()} />
      ) : (
        <div className={classes.table}>
          <PagedTable
            label="Contact messages"
            page={data}
            formatTotal={formatCount}
            onPageChange={setPage}
            rowKey={(m) => m._id}
            emptyText={spamView ? 'No spam.' : 'No messages yet.'}
            search={{ placeholder: 'Search by name, email, phone or message', onSearch: (q) => setFilter({ q: q || undefined }) }}
            controls={<LeadFilters filter={filter} onChange={setFilter} meId={me?.id ?? null} />}
            selection={{ state: selection, name: (m) => `lead from ${m.name}` }}
            columns={[
              {
                key: 'name',
                header: 'Name',
                render: (m) => (
                  // The "New" badge of a lead that arrived while the list was open goes under a long name, not past the table's edge.
                  <Group gap={6} wrap="wrap" data-fresh={fresh.has(m._id) || undefined} data-unread={!m.read || undefined}>
                    <Anchor
                      component={Link}
                      to={adminRoutes.lead(m._id)}
                      state={{ fromList: true } satisfies FromList}
                      size="sm"
                      fw={m.read ? 400 : 700}
                      underline="always"
                      aria-label={`Open lead from ${m.name}${m.read ? '' : ' (unread)'}`}
                    >
                      {m.name}
                    </Anchor>
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
                  <Text size="sm" fw={m.read ? 400 : 600} lineClamp={2} maw={380} miw={160} style={{ whiteSpace: 'pre-line' }}>
                    {m.message}
                  </Text>
                ),
              },
              { key: 'kind', header: 'Kind', render: (m) => <Text size="sm">{LEAD_SOURCE_LABELS[m.source]}</Text> },
              { key: 'status', header: 'Status', render: (m) => <LeadStatusBadge status={m.status} /> },
              {
                key: 'owner',
                header: 'Owner',
                render: (m) => (
                  <Text size="sm" c={m.ownerId ? undefined : 'dimmed'}>
                    {ownerName(m.ownerId)}
                  </Text>
                ),
              },
              {
                key: 'date',
                header: 'Date',
                render: (m) => (
                  // Day and time on two lines when the row is crowded: the list keeps Kind and Owner within 1280 px.
                  <Text size="sm" component="time" dateTime={m.createdAt}>
                    {formatMessageDateWrapped(m.createdAt)}
                  </Text>
                ),
              },
              {
                key: 'action',
                header: 'Action',
                render: (m) => (
                  <Group gap={6} wrap="nowrap">
                    {m.status === 'spam' ? (
                      <Button size="xs" miw="max-content" variant="light" color="green" onClick={() => void notSpam(m)} aria-label={`Not spam: ${m.name}`}>
                        Not spam
                      </Button>
                    ) : (
                      <Button size="xs" miw="max-content" variant="light" color="orange" leftSection={<Ban size={14} aria-hidden />} onClick={(e) => void markSpam(m, e.detail === 0)} aria-label={`Mark lead from ${m.name} as spam`}>
                        Spam
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
      <LeadDrawer
        leadId={openId}
        me={me}
        onClose={closeLead}
        onChanged={patchLead}
        onSpam={(lead) => {
          closeLead();
          void markSpam(lead);
        }}
      />
    </>
  );
}
