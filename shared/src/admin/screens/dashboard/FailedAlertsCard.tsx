import { Anchor, Button, Card, Table, Text, Title } from '@mantine/core';
import { MailWarning } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { messageFor } from '../../../api/messages.js';
import type { OutboxMessageDto } from '../../../contract/index.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { adminRoutes } from '../../routes.js';
import { formatMessageDate } from '../leads/leadFormat.js';

const HEADING_ID = 'section-failed-alerts';

/**
 * The new-lead alert e-mails the outbox gave up on (every attempt failed): whom each was for, the
 * lead, the last error and how often it was tried, with "Retry" to queue it again once the mail
 * server or the alert addresses are fixed (shared/docs/admin.md#dashboard). Nothing at all when
 * none failed, or for a role that may not see alert deliveries (the server answers 403).
 */
export function FailedAlertsCard() {
  const { api } = useAdminServices();
  const [failed, setFailed] = useState<OutboxMessageDto[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setFailed((await api.contact.outbox('failed')).data);
    } catch {
      // Not allowed, or not reachable: the dashboard says the rest; this card stays away.
      setFailed([]);
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const retry = async (alert: OutboxMessageDto) => {
    setBusy(alert._id);
    try {
      await api.contact.retryOutbox(alert._id);
      showSuccess(`The alert about ${alert.leadName ?? 'the lead'} is queued to be sent again.`);
      await load();
    } catch (err) {
      showError(messageFor(err, 'The alert could not be queued again. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  if (failed.length === 0) return null;
  const count = failed.length;
  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby={HEADING_ID} style={{ borderColor: 'var(--mantine-color-red-7)' }}>
      <Title order={2} size="h4" id={HEADING_ID} mb={4} c="red.8" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <MailWarning size={20} aria-hidden />
        {count === 1 ? '1 alert e-mail could not be sent' : `${count} alert e-mails could not be sent`}
      </Title>
      <Text size="sm" mb="sm">
        Every attempt failed. Check the mail server and the{' '}
        <Anchor component={Link} to={adminRoutes.settings} size="sm">
          lead alert addresses
        </Anchor>
        , then retry.
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-labelledby={HEADING_ID}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Lead</Table.Th>
              <Table.Th scope="col">Recipients</Table.Th>
              <Table.Th scope="col">Last error</Table.Th>
              <Table.Th scope="col">Attempts</Table.Th>
              <Table.Th scope="col">Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failed.map((alert) => (
              <Table.Tr key={alert._id}>
                <Table.Th scope="row" id={`alert-${alert._id}`} fw={400}>
                  {alert.leadId ? (
                    <Anchor component={Link} to={adminRoutes.lead(alert.leadId)} size="sm">
                      {alert.leadName ?? 'A lead'}
                    </Anchor>
                  ) : (
                    <Text size="sm">{alert.leadName ?? 'A lead'}</Text>
                  )}
                  <Text size="xs" c="dimmed">
                    Received <time dateTime={alert.createdAt}>{formatMessageDate(alert.createdAt)}</time>
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {alert.recipients.length > 0 ? alert.recipients.join(', ') : 'No addresses'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={3} maw={320} title={alert.lastError ?? undefined}>
                    {alert.lastError ?? 'None recorded'}
                  </Text>
                </Table.Td>
                <Table.Td>{alert.attempts}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={busy === alert._id}
                    disabled={busy !== null && busy !== alert._id}
                    aria-describedby={`alert-${alert._id}`}
                    onClick={() => void retry(alert)}
                  >
                    Retry
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
