import { Alert, Button, Container, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuietHours } from '@itsite/shared/contract/desktop';
import { useDesktopState } from '../DesktopState.js';
import { ROUTES } from '../routes.js';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Settings of this computer's console: quiet hours for notifications, the server, the version. */
export function DesktopSettingsScreen() {
  const { bridge, origin } = useDesktopState();
  const navigate = useNavigate();
  const [quiet, setQuiet] = useState<QuietHours | null>(null);
  const [version, setVersion] = useState('');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void bridge.settings.get().then((s) => live && setQuiet(s.quietHours));
    void bridge.app.version().then((v) => live && setVersion(v));
    return () => {
      live = false;
    };
  }, [bridge]);

  const invalid =
    quiet && quiet.enabled
      ? !CLOCK.test(quiet.from) || !CLOCK.test(quiet.to)
        ? 'Enter both times'
        : quiet.from === quiet.to
          ? 'Start and end must be different times'
          : null
      : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!quiet || invalid) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await bridge.settings.setQuietHours(quiet);
      setQuiet(saved.quietHours);
      setMessage({ ok: true, text: 'Settings saved' });
    } catch {
      setMessage({ ok: false, text: 'The settings could not be saved' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="sm" py="lg">
      <Button variant="subtle" leftSection={<ArrowLeft size={16} />} onClick={() => void navigate(ROUTES.home)} mb="sm" px={0}>
        Back to the admin
      </Button>
      <Title order={1} size="h2" mb="md">
        Desktop settings
      </Title>
      <Stack>
        <Paper withBorder p="lg" radius="md" component="form" onSubmit={(event) => void onSubmit(event)}>
          <Stack>
            <div>
              <Title order={2} size="h4">
                Quiet hours
              </Title>
              <Text size="sm" c="dimmed">
                No notification pops up during these hours. New contact messages are still counted on the tray
                icon. A range such as 20:00 to 08:00 goes past midnight.
              </Text>
            </div>
            {quiet && (
              <>
                <Switch
                  label="Silence notifications during quiet hours"
                  checked={quiet.enabled}
                  onChange={(e) => setQuiet({ ...quiet, enabled: e.currentTarget.checked })}
                />
                <Group grow>
                  <TextInput
                    type="time"
                    label="From"
                    value={quiet.from}
                    disabled={!quiet.enabled}
                    onChange={(e) => setQuiet({ ...quiet, from: e.currentTarget.value })}
                  />
                  <TextInput
                    type="time"
                    label="To"
                    value={quiet.to}
                    disabled={!quiet.enabled}
                    error={invalid}
                    onChange={(e) => setQuiet({ ...quiet, to: e.currentTarget.value })}
                  />
                </Group>
              </>
            )}
            {message && (
              <Alert color={message.ok ? 'green' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'}>
                {message.text}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={saving} disabled={!quiet || Boolean(invalid)}>
                Save
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h4">
                Server
              </Title>
              <Text size="sm" truncate="end">
                {origin ?? 'Not set'}
              </Text>
            </div>
            <Button variant="default" onClick={() => void navigate(ROUTES.setup)}>
              Change server
            </Button>
          </Group>
        </Paper>
        {version && (
          <Text size="xs" c="dimmed">
            ITsite Console {version}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
