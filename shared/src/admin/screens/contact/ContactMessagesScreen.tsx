import { Badge, Button, Group, Spoiler, Text } from '@mantine/core';
import { Radio, Trash2, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/errors.js';
import { connectRealtime, type RealtimeStatus, type SocketLike } from '../../../api/realtime.js';
import type { RealtimeFrame } from '../../../contract/realtime.js';
import type { ContactMessageDto } from '../../../contract/types.js';
import { DataTable } from '../../components/DataTable.js';
import { declaredColumns } from '../../content/values.js';
import { contactMessageType } from '../../../contract/content/contact.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import classes from './ContactMessagesScreen.module.css';

/** How long a message that just arrived stays highlighted. */
const FRESH_MS = 6000;

type LiveState = 'connecting' | 'live' | 'reconnecting';

const LIVE_BADGE: Record<LiveState, { label: string; color: string }> = {
  connecting: { label: 'Connecting…', color: 'gray' },
  live: { label: 'Live', color: 'green' },
  reconnecting: { label: 'Reconnecting…', color: 'yellow' },
};

/** When a message was sent, in the admin's Indian English format (22 Nov 2026, 3:05 pm). */
function formatMessageDate(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * The fetched list is the truth; messages that came over the socket but are not in it yet (sent
 * while the request was on its way) stay on top, so none is lost between fetch and frame.
 */
function mergeFetched(fetched: ContactMessageDto[], arrivals: Map<string, ContactMessageDto>): ContactMessageDto[] {
  const known = new Set(fetched.map((m) => m._id));
  for (const id of known) arrivals.delete(id);
  return [...[...arrivals.values()].reverse(), ...fetched];
}

/**
 * /admin/contact-info: Name, Email, Phone, Message, Date, Action. New messages arrive over the
 * realtime connection and go on top without a reload; after a reconnection the list is fetched
 * again so nothing sent meanwhile is missed.
 */
export function ContactMessagesScreen() {
  const { api, openRealtime, desktop } = useAdminServices();
  const [messages, setMessages] = useState<ContactMessageDto[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [live, setLive] = useState<LiveState>('connecting');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  // Arrivals over the socket not yet seen in a fetched list (oldest first).
  const arrivals = useRef(new Map<string, ContactMessageDto>());
  const shown = useRef<ContactMessageDto[] | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    shown.current = messages;
  }, [messages]);

  const load = useCallback(async () => {
    try {
      const { data } = await api.contact.list();
      setMessages(mergeFetched(data, arrivals.current));
      setLoadError(null);
    } catch (err) {
      const message = err instanceof ApiError && err.isNetworkError ? 'An error occurred while fetching contacts.' : messageFor(err, 'Failed to fetch contacts.');
      setLoadError(message);
      showError(message);
    }
  }, [api]);

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
      const message = frame.data;
      if (arrivals.current.has(message._id) || shown.current?.some((m) => m._id === message._id)) return;
      arrivals.current.set(message._id, message);
      // Before the first fetch answers there is no list yet; the fetch result gets it on top.
      setMessages((list) => (list === null || list.some((m) => m._id === message._id) ? list : [message, ...list]));
      highlight(message._id);
    },
    [highlight],
  );

  useEffect(() => {
    desktop?.onContactScreenVisible?.();
  }, [desktop]);

  useEffect(() => {
    void load();
    let opened = false;
    const onStatus = (status: RealtimeStatus) => {
      if (status === 'open') opened = true;
      setLive(status === 'open' ? 'live' : opened || status === 'offline' ? 'reconnecting' : 'connecting');
    };
    const connection = connectRealtime({ open: openRealtime, onFrame, onStatus, onReconnect: () => void load() });
    const pending = timers.current;
    return () => {
      connection.close();
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, [load, onFrame, openRealtime]);

  const remove = async (message: ContactMessageDto) => {
    if (!(await confirmDanger('Are you sure you want to delete this message?'))) return;
    try {
      await api.contact.remove(message._id);
      showSuccess('Message deleted successfully.');
      arrivals.current.delete(message._id);
      setMessages((list) => list && list.filter((m) => m._id !== message._id));
    } catch (err) {
      showError(err instanceof ApiError && err.isNetworkError ? 'An error occurred while deleting the message.' : 'Failed to delete the message.');
    }
  };

  const badge = LIVE_BADGE[live];

  return (
    <>
      <PageHeader title="Contact Messages">
        <Badge role="status" size="lg" variant="light" color={badge.color} leftSection={live === 'live' ? <Radio size={14} aria-hidden /> : <WifiOff size={14} aria-hidden />}>
          {badge.label}
        </Badge>
      </PageHeader>
      {loadError && <LoadError title="Messages could not be loaded" message={loadError} onRetry={() => void load()} />}
      {(messages !== null || !loadError) && (
        <div className={classes.table}>
          <DataTable
            label="Contact messages"
            rows={messages}
            rowKey={(m) => m._id}
            emptyText="No messages yet."
            searchPlaceholder="Search by name, email, phone or message"
            columns={[
              ...declaredColumns<ContactMessageDto>(contactMessageType, {
                name: {
                  render: (m) => (
                    <Group gap={6} wrap="nowrap" data-fresh={fresh.has(m._id) || undefined}>
                      <Text size="sm" fw={600}>
                        {m.name}
                      </Text>
                      {fresh.has(m._id) && (
                        <Badge size="xs" color="blue" variant="filled">
                          New
                        </Badge>
                      )}
                    </Group>
                  ),
                  searchText: (m) => m.name,
                },
                email: {
                  render: (m) => (
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {m.email}
                    </Text>
                  ),
                  searchText: (m) => m.email,
                },
                phone: {
                  render: (m) => (
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {m.phone}
                    </Text>
                  ),
                  searchText: (m) => m.phone,
                },
                message: {
                  render: (m) => (
                    // Three lines at a fixed line height, so the fold never cuts through a line.
                    <Spoiler
                      maxHeight={60}
                      showLabel={
                        <Text span size="xs">
                          Show more
                        </Text>
                      }
                      hideLabel={
                        <Text span size="xs">
                          Show less
                        </Text>
                      }
                      maw={420}
                      miw={220}
                    >
                      <Text size="sm" lh="20px" style={{ whiteSpace: 'pre-line' }}>
                        {m.message}
                      </Text>
                    </Spoiler>
                  ),
                  searchText: (m) => m.message,
                },
              }),
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
                  <Button size="xs" miw="max-content" variant="light" color="red" leftSection={<Trash2 size={14} aria-hidden />} onClick={() => remove(m)} aria-label={`Delete message from ${m.name}`}>
                    Delete
                  </Button>
                ),
              },
            ]}
          />
        </div>
      )}
    </>
  );
}
