import { Alert, Anchor, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { fieldErrors } from '../../api/errors.js';
import { messageFor } from '../../api/messages.js';
import { newPasswordSchema } from '../../contract/staff.js';
import { z } from 'zod';
import { isStaff, useAuth } from '../auth.js';
import { FormActions } from '../components/FormActions.js';
import { useAdminServices } from '../context.js';
import { adminRoutes, homeFor } from '../routes.js';
import { useZodForm } from '../useZodForm.js';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter.js';

const formSchema = z.object({ password: newPasswordSchema, confirm: z.string() });

/** The token of a set-password link: it travels in the fragment (`#token=…`), which no request sends. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /admin/set-password#token=…, public (before sign-in): a new staff member, or one whose password
 * an admin reset, chooses a password with the one-time link they were sent. On success the web
 * admin is signed in and opens the role's first screen (shared/docs/admin.md#staff-and-roles).
 */
export function SetPasswordScreen() {
  const { api } = useAdminServices();
  const auth = useAuth();
  const { hash } = useLocation();
  const [token] = useState(() => tokenFromHash(hash));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The account has two-step sign-in: the link set the password but signed nobody in.
  const [signInNext, setSignInNext] = useState(false);
  const form = useZodForm(formSchema, { password: '', confirm: '' }, { extraRules: (v) => (v.confirm !== v.password ? { confirm: 'The two passwords differ' } : {}) });

  if (done && isStaff(auth)) return <Navigate to={homeFor(auth.user?.role)} replace />;

  const submit = form.onSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      const answer = await api.auth.setPassword({ token, password });
      if (answer.signInRequired) return setSignInNext(true);
      auth.setUser(answer.user);
      setDone(true);
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) form.setErrors(fields);
      else setRefusal(messageFor(err, 'Your password could not be set. Please try again.'));
    }
  });

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" withBorder shadow="md" p="xl" radius="lg" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h3">
            Set your password
          </Title>
          {signInNext ? (
            <Alert color="green" role="status">
              Your password is set. Your account uses two-step sign-in: sign in with the new password and the code from your app.
            </Alert>
          ) : !token ? (
            <Alert color="red" role="alert">
              This link is incomplete. Open the whole link you were sent, or ask an admin for a new one.
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack>
                <Text size="sm" c="dimmed">
                  Choose the password you will sign in with: at least 10 characters, and not a common one.
                </Text>
                {refusal && (
                  <Alert color="red" role="alert">
                    {refusal}
                  </Alert>
                )}
                <PasswordInput label="New password" required autoComplete="new-password" data-autofocus {...form.getInputProps('password')} />
                <PasswordStrengthMeter password={form.values.password} />
                <PasswordInput label="Repeat the password" required autoComplete="new-password" {...form.getInputProps('confirm')} />
                <FormActions submitting={form.submitting} submitLabel="Set password" busyLabel="Saving..." grow />
              </Stack>
            </form>
          )}
          <Anchor component={Link} to={adminRoutes.login} size="sm">
            Go to sign in
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
