import { Anchor, Badge, Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messageFor } from '../../../api/messages.js';
import { LEAD_STATUSES, formatLeadCount, type DashboardContent, type DashboardItemDto, type DashboardLeadDto, type DashboardLeads, type DashboardResponse } from '../../../contract/index.js';
import type { AuditEntryDto } from '../../../contract/audit.js';
import { auditSentenceText } from '../../../contract/auditSentence.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../contract/documents.js';
import { documentAdminPath } from '../../../contract/documentRoutes.js';
import { PUBLISH_STATE_LABELS } from '../../../contract/publishing.js';
import { formatDateTime } from '../../components/DateCell.js';
import { useCan } from '../../auth.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { showError, showSuccess } from '../../notify.js';
import { adminRoutes } from '../../routes.js';
import { LeadStatusBadge } from '../leads/LeadStatusBadge.js';
import { formatMessageDate, STATUS_COLORS, statusLabel } from '../leads/leadFormat.js';
import { FailedAlertsCard } from './FailedAlertsCard.js';

const FAILURE = 'Failed to load the dashboard.';

/**
 * The back office's first screen (`/admin/dashboard`, also what `/admin` opens): how many leads
 * came in, where they stand, what needs doing (follow-ups due, reviews to moderate) and the five
 * newest leads with one-click actions; above them, new-lead alert e-mails that could not be sent
 * (shared/docs/admin.md#dashboard).
 */
export function DashboardScreen() {
  const { api } = useAdminServices();
  const { data, error, reload } = useLoad(() => api.dashboard.get(), FAILURE);
  const [busy, setBusy] = useState<string | null>(null);
  const isAdminRole = useCan('admin');

  const markContacted = async (lead: DashboardLeadDto) => {
    setBusy(lead._id);
    try {
      await api.contact.update(lead._id, { status: 'contacted' });
      showSuccess(`${lead.name} marked contacted`);
      await reload();
    } catch (err) {
      showError(messageFor(err, 'Failed to update the lead.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {/* "View site" is in the shell's header, on every screen. */}
      <PageHeader title="Dashboard" />
      {error && !data ? (
        <LoadError message={error} onRetry={() => void reload()} />
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the dashboard" />
        </Group>
      ) : (
        <Stack gap="lg">
          {/* Alert deliveries are settings: admins only. The server leaves out the parts a role may not use. */}
          {isAdminRole && <FailedAlertsCard />}
          <Figures data={data} />
          {data.leads && (
            <>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <LeadsByStatus byStatus={data.leads.byStatus} />
                <FollowUps count={data.leads.followUpsDue} leads={data.leads.followUps} />
              </SimpleGrid>
              <LatestLeads leads={data.leads.latest} busy={busy} onMarkContacted={(lead) => void markContacted(lead)} />
            </>
          )}
          {data.content && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ComingUp items={data.content.upcoming} />
              <RecentEdits items={data.content.recent} />
            </SimpleGrid>
          )}
          {data.activity && <RecentActivity entries={data.activity} />}
        </Stack>
      )}
    </>
  );
}

function Figures({ data }: { data: DashboardResponse }) {
  const { leads, reviews } = data;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Figures">
      {leads && (
        <>
          <StatCard label="New today" value={formatLeadCount(leads.today)} />
          <StatCard label="New this week" value={formatLeadCount(leads.week)} />
          <StatCard label="Unread leads" value={formatLeadCount(leads.unread)} link={<Anchor component={Link} to={adminRoutes.contact} size="sm">Open the inbox</Anchor>} />
          <StatCard label="Follow-ups due" value={formatLeadCount(leads.followUpsDue)} />
        </>
      )}
      {data.content && (
        <>
          <StatCard label="Drafts" value={data.content.drafts.toLocaleString('en-IN')} />
          <StatCard label="Scheduled" value={data.content.scheduled.toLocaleString('en-IN')} />
        </>
      )}
      {reviews && <StatCard label="Pending reviews" value={reviews.pending.toLocaleString('en-IN')} link={<Anchor component={Link} to={adminRoutes.reviews} size="sm">Moderate reviews</Anchor>} />}
    </SimpleGrid>
  );
}

function StatCard({ label, value, link }: { label: string; value: string; link?: ReactNode }) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={id}>
        {value}
      </Text>
      {link}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A bar per status, as long as its share of the largest; the numbers are in the text too. */
function LeadsByStatus({ byStatus }: { byStatus: DashboardLeads['byStatus'] }) {
  const most = Math.max(1, ...LEAD_STATUSES.map((s) => byStatus[s]));
  return (
    <Section title="Leads by status">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {LEAD_STATUSES.map((status) => (
          <li key={status}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{statusLabel(status)}</Text>
              <Text size="sm" fw={600}>
                {formatLeadCount(byStatus[status])}
              </Text>
            </Group>
            <Progress value={(byStatus[status] / most) * 100} color={STATUS_COLORS[status]} aria-label={`${statusLabel(status)}: ${formatLeadCount(byStatus[status])}`} />
          </li>
        ))}
      </Stack>
    </Section>
  );
}

function FollowUps({ count, leads }: { count: number; leads: DashboardLeadDto[] }) {
  return (
    <Section title="Follow-ups due">
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing to follow up today.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {count === 1 ? '1 open lead is' : `${count} open leads are`} due for a follow-up{count > leads.length ? `; the ${leads.length} most overdue:` : ':'}
          </Text>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {leads.map((lead) => (
              <Group key={lead._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate component="div">
                  {lead.name} <LeadStatusBadge status={lead.status} />
                </Text>
                <Text size="sm" c="red.8">
                  {lead.followUpAt ? formatMessageDate(lead.followUpAt) : ''}
                </Text>
              </Group>
            ))}
          </Stack>
          <Anchor component={Link} to={adminRoutes.contact} size="sm">
            Open the inbox
          </Anchor>
        </Stack>
      )}
    </Section>
  );
}

function LatestLeads({ leads, busy, onMarkContacted }: { leads: DashboardLeadDto[]; busy: string | null; onMarkContacted: (lead: DashboardLeadDto) => void }) {
  return (
    <Section title="Latest leads">
      {leads.length === 0 ? (
        <Text size="sm" c="dimmed">
          No leads yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-labelledby="section-latest-leads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Contact</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Received</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leads.map((lead) => (
                <Table.Tr key={lead._id}>
                  <Table.Th scope="row" id={`lead-${lead._id}`} fw={lead.read ? 400 : 700}>
                    {lead.name}{' '}
                    {!lead.read && (
                      <Badge size="xs" variant="filled">
                        Unread
                      </Badge>
                    )}
                  </Table.Th>
                  <Table.Td>
                    <Stack gap={0}>
                      <Anchor href={`mailto:${lead.email}`} size="sm">
                        {lead.email}
                      </Anchor>
                      <Text size="sm">{lead.phone}</Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <LeadStatusBadge status={lead.status} />
                  </Table.Td>
                  <Table.Td>{formatMessageDate(lead.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {lead.status === 'new' && (
                        <Button size="xs" variant="light" loading={busy === lead._id} disabled={busy !== null && busy !== lead._id} aria-describedby={`lead-${lead._id}`} onClick={() => onMarkContacted(lead)}>
                          Mark contacted
                        </Button>
                      )}
                      <Button size="xs" variant="default" component={Link} to={adminRoutes.lead(lead._id)} aria-describedby={`lead-${lead._id}`}>
                        Open
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

/** The editor's screen of an item the dashboard lists. */
function itemLink(item: DashboardItemDto): string {
  if (item.type === 'product') return adminRoutes.editProduct(item._id);
  if (item.type === 'blog') return adminRoutes.editBlog(item._id);
  return documentAdminPath(item.type as DocumentKind, { edit: item._id });
}

const KIND_LABELS: Record<string, string> = { product: 'Product', blog: 'Blog', ...Object.fromEntries(Object.entries(DOCUMENT_KINDS).map(([kind, names]) => [kind, names.label])) };
const SAVE_WORDS = { create: 'created', update: 'edited', restore: 'restored', autosave: 'autosaved' } as const;

function ItemList({ items, empty, line }: { items: DashboardItemDto[]; empty: string; line: (item: DashboardItemDto, i: number) => ReactNode }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item, i) => (
        <li key={`${item.type}-${item._id}-${i}`}>
          <Anchor component={Link} to={itemLink(item)} size="sm" fw={600}>
            {item.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {KIND_LABELS[item.type] ?? item.type} · {line(item, i)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** What goes public next, soonest first, on the site's clock. */
function ComingUp({ items }: { items: DashboardItemDto[] }) {
  return (
    <Section title="Coming up">
      <ItemList items={items} empty="Nothing is scheduled." line={(item) => `goes public ${item.publishAt ? formatDateTime(item.publishAt) : ''}`} />
    </Section>
  );
}

/** The latest saves of products, blogs and documents: what, by whom, when. */
function RecentEdits({ items }: { items: DashboardContent['recent'] }) {
  return (
    <Section title="Recent edits">
      <ItemList
        items={items}
        empty="Nothing has been written yet."
        line={(_item, i) => {
          const save = items[i];
          return `${SAVE_WORDS[save.action]} by ${save.by ?? 'someone'}, ${formatDateTime(save.at)}${save.status === 'published' ? '' : ` · ${PUBLISH_STATE_LABELS[save.status]}`}`;
        }}
      />
    </Section>
  );
}

/** The admin's view of the latest audit entries, as sentences. */
function RecentActivity({ entries }: { entries: AuditEntryDto[] }) {
  return (
    <Section title="Recent activity">
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has been recorded yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((e) => (
            <li key={e._id}>
              <Text size="sm">{auditSentenceText(e)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(e.at)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={adminRoutes.audit} size="sm" mt="sm" display="inline-block">
        The whole audit log
      </Anchor>
    </Section>
  );
}
