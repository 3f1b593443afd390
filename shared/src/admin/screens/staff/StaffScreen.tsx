import { Badge, Button, CopyButton, Group, Loader, Modal, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors.js';
import { messageFor } from '../../../api/messages.js';
import { ROLES, type Role } from '../../../contract/constants.js';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, staffCreateSchema, type PasswordLinkDto, type StaffCreateInput, type StaffDto } from '../../../contract/staff.js';
import { useAuth } from '../../auth.js';
import { formatDateTime } from '../../components/DateCell.js';
import { FormActions } from '../../components/FormActions.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { useZodForm } from '../../useZodForm.js';

const FAILURE = 'Failed to load the staff accounts.';
const ROLE_DATA = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** A link shown once: who it is for, what it does, until when, and the address to copy. */
interface ShownLink {
  name: string;
  reason: 'created' | 'reset';
  link: PasswordLinkDto;
}

/**
 * /admin/staff (admins only): every staff account with its role and state; add an account (its
 * one-time set-password link is shown once), change a role, deactivate or reactivate, reset a
 * password (shared/docs/admin.md#staff-and-roles). The server refuses to demote or deactivate the
 * last active admin, and says so.
 */
export function StaffScreen() {
  const { api, desktop } = useAdminServices();
  const { user: me } = useAuth();
  const { data, error, reload, setData } = useLoad(() => api.staff.list().then((r) => r.data), FAILURE);
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownLink | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const origin = desktop?.siteUrl?.replace(/\/+$/, '') ?? (typeof window === 'undefined' ? '' : window.location.origin);

  const replace = (row: StaffDto) => setData((rows) => rows?.map((r) => (r._id === row._id ? row : r)) ?? null);

  const act = async (row: StaffDto, work: () => Promise<void>) => {
    setBusy(row._id);
    try {
      await work();
    } catch (err) {
      showError(messageFor(err, 'The change could not be saved. Please try again.'));
      await reload();
    } finally {
      setBusy(null);
    }
  };

  const changeRole = (row: StaffDto, role: Role) =>
    act(row, async () => {
      replace((await api.staff.update(row._id, { role })).data);
      showSuccess(`${row.name} is now ${ROLE_LABELS[role].toLowerCase()}`);
    });

  const setActive = async (row: StaffDto, active: boolean) => {
    if (!active && !(await confirmDanger(`Deactivate ${row.name}? They are signed out everywhere at once and cannot sign in until reactivated.`, 'Deactivate'))) return;
    await act(row, async () => {
      replace((await api.staff.update(row._id, { active })).data);
      showSuccess(active ? `${row.name} reactivated` : `${row.name} deactivated and signed out`);
    });
  };

  const resetPassword = async (row: StaffDto) => {
    if (!(await confirmDanger(`Reset the password of ${row.name}? Their current password stops working and they are signed out; you get a new one-time link to send them.`, 'Reset password'))) return;
    await act(row, async () => {
      const res = await api.staff.resetPassword(row._id);
      replace(res.data);
      setShown({ name: row.name, reason: 'reset', link: res.link });
    });
  };

  return (
    <>
      <PageHeader title="Staff">
        <Button leftSection={<UserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add staff member
        </Button>
      </PageHeader>
      {error && !data ? (
        <LoadError message={error} onRetry={() => void reload()} />
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the staff accounts" />
        </Group>
      ) : (
        <Stack gap="lg">
          <RequireTwoFactorSwitch />
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" aria-label="Staff accounts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">E-mail</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                  <Table.Th scope="col">State</Table.Th>
                  <Table.Th scope="col">Two-step</Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((row) => {
                  const self = row._id === me?._id;
                  return (
                    <Table.Tr key={row._id} data-testid={`staff-${row.email}`}>
                      <Table.Th scope="row" fw={600}>
                        {row.name}
                        {self && (
                          <Text span size="sm" c="dimmed">
                            {' '}
                            (you)
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td>{row.email}</Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={`Role of ${row.name}`}
                          w={130}
                          size="xs"
                          allowDeselect={false}
                          data={ROLE_DATA}
                          value={row.role}
                          disabled={busy !== null || !row.active}
                          onChange={(v) => v && v !== row.role && void changeRole(row, v as Role)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <StateBadge row={row} />
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={row.twoFactorEnabled ? 'green' : 'gray'}>
                          {row.twoFactorEnabled ? 'On' : 'Off'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {row.active && !self && (
                            <Button size="xs" variant="default" leftSection={<KeyRound size={14} aria-hidden />} disabled={busy !== null} onClick={() => void resetPassword(row)} aria-label={`Reset password of ${row.name}`}>
                              Reset password
                            </Button>
                          )}
                          {!self &&
                            (row.active ? (
                              <Button size="xs" variant="light" color="red" disabled={busy !== null} onClick={() => void setActive(row, false)} aria-label={`Deactivate ${row.name}`}>
                                Deactivate
                              </Button>
                            ) : (
                              <Button size="xs" variant="light" disabled={busy !== null} onClick={() => void setActive(row, true)} aria-label={`Reactivate ${row.name}`}>
                                Reactivate
                              </Button>
                            ))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap={4} component="section" aria-labelledby="roles-heading">
            <Text id="roles-heading" fw={600} size="sm">
              Roles
            </Text>
            {ROLES.map((r) => (
              <Text key={r} size="sm" c="dimmed">
                <Text span fw={600} c="dark">
                  {ROLE_LABELS[r]}
                </Text>
                : {ROLE_DESCRIPTIONS[r]}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add staff member">
        {adding && (
          <AddStaffForm
            onCancel={() => setAdding(false)}
            onCreated={(row, link) => {
              setAdding(false);
              setData((rows) => [...(rows ?? []), row]);
              setShown({ name: row.name, reason: 'created', link });
            }}
          />
        )}
      </Modal>
      <Modal opened={shown !== null} onClose={() => setShown(null)} title="Set-password link">
        {shown && <LinkPanel shown={shown} url={`${origin}${shown.link.path}`} onDone={() => setShown(null)} />}
      </Modal>
    </>
  );
}

function StateBadge({ row }: { row: StaffDto }) {
  if (!row.active) return <Badge color="gray">Deactivated</Badge>;
  if (row.passwordLinkExpiresAt) {
    return (
      <Badge color="yellow" variant="light" title={`Link valid until ${formatDateTime(row.passwordLinkExpiresAt)}`}>
        Link pending
      </Badge>
    );
  }
  if (!row.hasPassword) return <Badge color="orange" variant="light">No password</Badge>;
  return (
    <Badge color="green" variant="light">
      Active
    </Badge>
  );
}

function AddStaffForm({ onCreated, onCancel }: { onCreated: (row: StaffDto, link: PasswordLinkDto) => void; onCancel: () => void }) {
  const { api } = useAdminServices();
  const form = useZodForm<StaffCreateInput>(staffCreateSchema, { name: '', email: '', phone: '', role: 'sales' });
  const submit = form.onSubmit(async (values) => {
    try {
      const res = await api.staff.create(values);
      onCreated(res.data, res.link);
    } catch (err) {
      showError(messageFor(err, 'The account could not be created. Please try again.'));
      form.setErrors(fieldErrors(err));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
        <TextInput label="Phone" description="Optional; it can also be used to sign in" {...form.getInputProps('phone')} />
        <Select
          label="Role"
          required
          allowDeselect={false}
          data={ROLE_DATA}
          description={ROLE_DESCRIPTIONS[form.values.role]}
          {...form.getInputProps('role')}
        />
        <FormActions submitting={form.submitting} submitLabel="Create account" busyLabel="Creating..." onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function LinkPanel({ shown, url, onDone }: { shown: ShownLink; url: string; onDone: () => void }) {
  return (
    <Stack>
      <Text size="sm">
        {shown.reason === 'created' ? `The account of ${shown.name} is ready.` : `The password of ${shown.name} was reset.`} Send them this link yourself: it
        lets them choose a password once, until {formatDateTime(shown.link.expiresAt)}. It is shown only now.
      </Text>
      <TextInput label="Set-password link" value={url} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="password-link" />
      <Group>
        <CopyButton value={url}>{({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}</CopyButton>
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Require two-step sign-in for all staff": once on, an account without it may use only My account
 * until it sets it up. An admin must have it on their own account first (the server says so).
 */
function RequireTwoFactorSwitch() {
  const { api } = useAdminServices();
  const { data, setData } = useLoad(() => api.staff.security().then((r) => r.data), 'Failed to load the security settings.');
  const [saving, setSaving] = useState(false);
  const change = async (requireTwoFactor: boolean) => {
    setSaving(true);
    try {
      setData((await api.staff.setSecurity({ requireTwoFactor })).data);
      showSuccess(requireTwoFactor ? 'Two-step sign-in is now required for all staff' : 'Two-step sign-in is now up to each person');
    } catch (err) {
      showError(messageFor(err, 'The security setting could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      label="Require two-step sign-in for all staff"
      description="Anyone without it can only open My account, to set it up, until they do."
      checked={data?.requireTwoFactor ?? false}
      disabled={!data || saving}
      onChange={(e) => void change(e.currentTarget.checked)}
    />
  );
}
