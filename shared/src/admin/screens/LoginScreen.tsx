import { Alert, Anchor, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Navigate } from 'react-router-dom';
import { loginSchema } from '../../contract/schemas.js';
import { recoveryCodeSchema, totpCodeSchema } from '../../contract/staff.js';
import { isStaff, useAuth } from '../auth.js';
import { FormActions } from '../components/FormActions.js';
import { homeFor } from '../routes.js';
import { useZodForm } from '../useZodForm.js';

/** /wp-admin: username "Email or Phone" and password; "Log In" / "Logging in...". */
export function LoginScreen() {
  const auth = useAuth();
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const { clearError } = auth;

  // An error left from an earlier attempt is cleared when the screen is shown.
  useEffect(() => clearError(), [clearError]);

  // Signed in (now or already): on to the role's first screen.
  if (isStaff(auth)) return <Navigate to={homeFor(auth.user?.role)} replace />;

  const submit = form.onSubmit(async ({ email, password }) => {
    await auth.login(email, password);
  });

  if (auth.challenge) return <CodeStep />;

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" withBorder shadow="md" p="xl" radius="lg" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2" ta="center">
              Admin Login
            </Title>
            {auth.error && (
              <Alert color="red" role="alert">
                {auth.error}
              </Alert>
            )}
            <TextInput label="Username" placeholder="Email or Phone" autoComplete="username" {...form.getInputProps('email')} />
            <PasswordInput label="Password" placeholder="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            <FormActions grow submitting={form.submitting} submitLabel="Log In" busyLabel="Logging in..." />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

/**
 * The second step of a two-step sign-in: the six-digit code from the authenticator app, or one of
 * the recovery codes ("Use a recovery code"). "Back" returns to the password.
 */
function CodeStep() {
  const auth = useAuth();
  const [useRecovery, setUseRecovery] = useState(false);
  const codeForm = useZodForm(z.object({ code: totpCodeSchema }), { code: '' });
  const recoveryForm = useZodForm(z.object({ recoveryCode: recoveryCodeSchema }), { recoveryCode: '' });
  const submitCode = codeForm.onSubmit(async ({ code }) => {
    await auth.submitCode({ code: code.replace(/\s+/g, '') });
  });
  const submitRecovery = recoveryForm.onSubmit(async ({ recoveryCode }) => {
    await auth.submitCode({ recoveryCode });
  });
  const form = useRecovery ? recoveryForm : codeForm;
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper component="main" withBorder shadow="md" p="xl" radius="lg" w="100%" maw={400}>
        <form onSubmit={useRecovery ? submitRecovery : submitCode} noValidate aria-labelledby="code-step-heading">
          <Stack>
            <Title order={1} size="h2" ta="center" id="code-step-heading">
              Two-step sign-in
            </Title>
            <Text size="sm" c="dimmed">
              {useRecovery
                ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
                : 'Open your authenticator app and enter the 6-digit code it shows for this account.'}
            </Text>
            {auth.error && (
              <Alert color="red" role="alert">
                {auth.error}
              </Alert>
            )}
            {useRecovery ? (
              <TextInput key="recovery" label="Recovery code" placeholder="xxxxx-xxxxx" autoComplete="off" autoFocus {...recoveryForm.getInputProps('recoveryCode')} />
            ) : (
              <TextInput
                key="code"
                label="Code from your app"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                autoFocus
                {...codeForm.getInputProps('code')}
              />
            )}
            <FormActions grow submitting={form.submitting} submitLabel="Verify" busyLabel="Verifying..." />
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => setUseRecovery((v) => !v)}>
                {useRecovery ? 'Use the code from your app' : 'Use a recovery code'}
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={auth.cancelCode}>
                Back to the password
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
