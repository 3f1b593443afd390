import { Badge, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { fieldErrors } from '../../../api/errors.js';
import { messageFor } from '../../../api/messages.js';
import { accountUpdateSchema, passwordChangeSchema, ROLE_DESCRIPTIONS, ROLE_LABELS, type AccountUpdateInput, type PasswordChangeInput } from '../../../contract/staff.js';
import type { UserDto } from '../../../contract/types.js';
import { useAuth } from '../../auth.js';
import { FormActions } from '../../components/FormActions.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { useZodForm } from '../../useZodForm.js';
import { SessionsCard } from './SessionsCard.js';
import { TwoFactorCard } from './TwoFactorCard.js';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter.js';

/**
 * /admin/account, every role's own account: name, e-mail and phone; and the password, which needs
 * the current one (shared/docs/admin.md#my-account). The role is shown, not chosen: admins set it.
 */
export function AccountScreen() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader title="My account" />
      <Stack maw={760} gap="lg">
        <Group gap="xs">
          <Text size="sm">Role:</Text>
          <Badge variant="light">{ROLE_LABELS[user.role] ?? user.role}</Badge>
          <Text size="sm" c="dimmed">
            {ROLE_DESCRIPTIONS[user.role]}
          </Text>
        </Group>
        <ProfileForm key={user._id} user={user} />
        <PasswordForm user={user} />
        <TwoFactorCard />
        <SessionsCard />
      </Stack>
    </>
  );
}

function ProfileForm({ user }: { user: UserDto }) {
  const { api } = useAdminServices();
  const { setUser } = useAuth();
  const form = useZodForm<AccountUpdateInput>(accountUpdateSchema, { name: user.name, email: user.email, phone: user.phone ?? '', currentPassword: '' });
  // A new sign-in e-mail needs the current password (the server refuses it without).
  const emailChanged = form.values.email.trim().toLowerCase() !== user.email;
  const submit = form.onSubmit(async ({ currentPassword, ...values }) => {
    try {
      const { user: saved } = await api.auth.updateAccount(emailChanged ? { ...values, currentPassword } : values);
      setUser(saved);
      form.resetDirty({ name: saved.name, email: saved.email, phone: saved.phone ?? '', currentPassword: '' });
      showSuccess('Your details were saved');
    } catch (err) {
      showError(messageFor(err, 'Your details could not be saved. Please try again.'));
      form.setErrors(fieldErrors(err));
    }
  });
  return (
    <FormCard id="profile-heading" title="Your details" onSubmit={submit}>
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <TextInput label="E-mail" type="email" required description="You sign in with it" {...form.getInputProps('email')} />
      <TextInput label="Phone" description="Optional; you can also sign in with it" {...form.getInputProps('phone')} />
      {emailChanged ? (
        <PasswordInput label="Current password" required description="Needed to change the e-mail you sign in with" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
      ) : null}
      <FormActions submitting={form.submitting} submitLabel="Save details" busyLabel="Saving..." />
    </FormCard>
  );
}

function PasswordForm({ user }: { user: UserDto }) {
  const { api } = useAdminServices();
  const form = useZodForm<PasswordChangeInput & { confirm: string }>(
    passwordChangeSchema,
    { currentPassword: '', newPassword: '', confirm: '' },
    { extraRules: (v) => (v.confirm !== v.newPassword ? { confirm: 'The two passwords differ' } : {}) },
  );
  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await api.auth.changePassword({ currentPassword, newPassword });
      form.reset();
      showSuccess('Password changed; your other sessions were signed out');
    } catch (err) {
      showError(messageFor(err, 'Your password could not be changed. Please try again.'));
      form.setErrors(fieldErrors(err));
    }
  });
  return (
    <FormCard id="password-heading" title="Password" onSubmit={submit}>
      <PasswordInput label="Current password" required autoComplete="current-password" {...form.getInputProps('currentPassword')} />
      <PasswordInput
        label="New password"
        required
        autoComplete="new-password"
        {...form.getInputProps('newPassword')}
      />
      <PasswordStrengthMeter password={form.values.newPassword} userInputs={[user.email, user.name]} />
      <PasswordInput label="Repeat the new password" required autoComplete="new-password" {...form.getInputProps('confirm')} />
      <FormActions submitting={form.submitting} submitLabel="Change password" busyLabel="Changing..." />
    </FormCard>
  );
}

/** A titled card holding one form. */
function FormCard({ id, title, onSubmit, children }: { id: string; title: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>{children}</Stack>
      </form>
    </Card>
  );
}
