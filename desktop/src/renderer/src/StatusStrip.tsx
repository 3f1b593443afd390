import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { Mail, Server, Settings2, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DesktopLinkStatus } from '@itsite/shared/contract/desktop';
import { useDesktopState } from './DesktopState.js';
import { staleSentence } from './offlineCache.js';
import { ROUTES } from './routes.js';

const LINK_LABEL: Record<Exclude<DesktopLinkStatus, 'offline'>, { text: string; color: string }> = {
  online: { text: 'Live', color: 'var(--mantine-color-green-6)' },
  connecting: { text: 'Connecting…', color: 'var(--mantine-color-yellow-6)' },
  idle: { text: 'Not signed in', color: 'var(--mantine-color-gray-5)' },
};

/** The time, every half minute while `ticking` (for "12 minutes ago"). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The console's status strip above the admin: live link (with an alert while offline, or since when
 * the inbox shown from the offline cache is), unread leads, the server it talks to, and the way to
 * change it or the desktop settings.
 */
export function StatusStrip() {
  const { origin, link, unread, stale } = useDesktopState();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const offline = link === 'offline' || stale.offline;
  const now = useNow(stale.asOf !== null);

  return (
    <Box component="header" className="desktop-strip" data-offline={offline || undefined} aria-label="Console status">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {stale.offline && stale.asOf !== null ? (
          // Polite, not an alert: its age changes every minute.
          <Group gap={6} role="status" wrap="nowrap" title="Changes are not sent until the connection is back." style={{ minWidth: 0 }}>
            <WifiOff size={14} aria-hidden />
            <Text size="xs" fw={700} truncate="end">
              {staleSentence(stale.asOf, now)}
            </Text>
          </Group>
        ) : offline ? (
          <Group gap={6} role="alert" wrap="nowrap">
            <WifiOff size={14} aria-hidden />
            <Text size="xs" fw={700}>
              Offline — reconnecting…
            </Text>
          </Group>
        ) : (
          <Group gap={6} wrap="nowrap">
            <span className="desktop-dot" style={{ background: LINK_LABEL[link].color }} aria-hidden />
            <Text size="xs">{LINK_LABEL[link].text}</Text>
          </Group>
        )}
        {unread > 0 && (
          <Button
            size="compact-xs"
            variant={offline ? 'white' : 'light'}
            color={offline ? 'red' : 'brand'}
            leftSection={<Mail size={12} aria-hidden />}
            onClick={() => void navigate(ROUTES.contact)}
          >
            {unread} unread {unread === 1 ? 'lead' : 'leads'}
          </Button>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {origin && (
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <Server size={12} aria-hidden />
            <Text size="xs" truncate="end" title={origin} data-testid="server-address">
              {origin}
            </Text>
          </Group>
        )}
        {pathname !== ROUTES.setup && (
          <Button size="compact-xs" variant="subtle" color={offline ? 'gray.0' : 'gray'} onClick={() => void navigate(ROUTES.setup)}>
            Change server
          </Button>
        )}
        <Tooltip label="Desktop settings">
          <ActionIcon
            size="sm"
            variant="subtle"
            color={offline ? 'gray.0' : 'gray'}
            aria-label="Desktop settings"
            onClick={() => void navigate(ROUTES.desktopSettings)}
          >
            <Settings2 size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
