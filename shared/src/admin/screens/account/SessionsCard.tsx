import { Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messageFor } from '../../../api/messages.js';
import type { SessionDto } from '../../../contract/staff.js';
import { formatDateTime } from '../../components/DateCell.js';
import { LoadError } from '../../components/LoadError.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';

const FAILURE = 'Failed to load your sessions.';

/**
 * My account's sessions (shared/docs/admin.md#my-account): every place this account is signed in,
 * web and desktop, with the device, address and when it was last used; any but this one can be
 * ended, or all of them at once ("Sign out everywhere else"). An ended session's sockets close at
 * once and its next request is refused.
 */
export function SessionsCard() {
  const { api } = useAdminServices();
  const { data, error, reload } = useLoad(() => api.auth.sessions().then((r) => r.data), FAILURE);
  const [busy, setBusy] = useState<string | null>(null);
  const others = data?.filter((s) => !s.current) ?? [];

  const act = async (key: string, work: () => Promise<string>) => {
    setBusy(key);
    try {
      showSuccess(await work());
    } catch (err) {
      showError(messageFor(err, 'The session could not be ended. Please try again.'));
    } finally {
      setBusy(null);
      await reload();
    }
  };

  const end = (session: SessionDto) => act(session._id, async () => (await api.auth.endSession(session._id), `Signed out of ${session.device}`));
  const endOthers = async () => {
    const count = others.length === 1 ? 'the other session' : `the ${others.length} other sessions`;
    if (!(await confirmDanger(`Sign out of ${count}? Whoever uses them must sign in again.`, 'Sign out'))) return;
    await act('others', async () => (await api.auth.endOtherSessions()).message);
  };

  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby="sessions-heading">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="sessions-heading">
          Where you are signed in
        </Title>
        <Button size="xs" variant="light" color="red" disabled={others.length === 0 || busy !== null} loading={busy === 'others'} onClick={() => void endOthers()}>
          Sign out everywhere else
        </Button>
      </Group>
      {error && !data ? (
        <LoadError message={error} onRetry={() => void reload()} />
      ) : !data ? (
        <Loader size="sm" aria-label="Loading your sessions" />
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={560}>
            <Table aria-labelledby="sessions-heading" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>Last active</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((s) => (
                  <Table.Tr key={s._id}>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Text size="sm">{s.device}</Text>
                        {s.current && (
                          <Badge size="sm" variant="light" color="green" style={{ flexShrink: 0 }}>
                            This session
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{s.ip ?? 'Unknown'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" component="time" dateTime={s.createdAt}>
                        {formatDateTime(s.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" component="time" dateTime={s.lastSeenAt}>
                        {formatDateTime(s.lastSeenAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {!s.current && (
                        <Button
                          size="xs"
                          variant="default"
                          disabled={busy !== null}
                          loading={busy === s._id}
                          aria-label={`Sign out of ${s.device}, last active ${formatDateTime(s.lastSeenAt)}`}
                          onClick={() => void end(s)}
                        >
                          Sign out
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            Ending a session signs it out at once, in a browser or the desktop console. Changing your password ends all the others too.
          </Text>
        </Stack>
      )}
    </Card>
  );
}
