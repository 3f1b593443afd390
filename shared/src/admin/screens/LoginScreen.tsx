import { Alert, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { loginSchema } from '../../contract/schemas.js';
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
