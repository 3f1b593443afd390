import { Alert, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDesktopState } from '../DesktopState.js';
import { ROUTES } from '../routes.js';

/**
 * First run (and "Change server"): the address of the site's server. The main process validates it
 * and asks its /healthz before remembering it, so a typo never becomes the saved address.
 */
export function SetupScreen() {
  const { bridge, origin, setOrigin } = useDesktopState();
  const navigate = useNavigate();
  const [address, setAddress] = useState(origin ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await bridge.server.set(address);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setOrigin(result.origin);
      void navigate(ROUTES.login, { replace: true });
    } catch {
      setError('The address could not be checked. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="calc(100dvh - var(--desktop-strip-height))" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={480}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h3">
                {origin ? 'Change server' : 'Connect to your server'}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                The console works with your website&apos;s server. Enter the address you use for the website or
                its admin.
              </Text>
            </div>
            <TextInput
              label="Server address"
              placeholder="https://www.example.com"
              description="For example https://www.example.com. Plain http:// only for a server on this computer (http://localhost:8080): elsewhere it would send your sign-in unencrypted."
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
              error={error}
              autoFocus
              required
              spellCheck={false}
              autoComplete="url"
            />
            {origin && (
              <Alert color="yellow" variant="light">
                Changing the server signs you out of {origin}.
              </Alert>
            )}
            <Group justify="flex-end">
              {origin && (
                <Button variant="default" onClick={() => void navigate(-1)} disabled={busy}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={busy} disabled={!address.trim()}>
                {busy ? 'Checking…' : 'Connect'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
