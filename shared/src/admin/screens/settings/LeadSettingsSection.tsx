import { Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fieldErrors } from '../../../api/errors.js';
import { messageFor } from '../../../api/messages.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';

/** One entry per non-empty line, trimmed. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A field error of a list: the first message about `field` or one of its entries. */
function listError(errors: Record<string, string>, field: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
  return key ? errors[key] : undefined;
}

/**
 * Lead settings, never public: spam phrases (a message holding one is stored as spam) and the
 * addresses new-lead alerts are e-mailed to. Saved on their own (PUT /api/v1/admin/settings/leads).
 */
export function LeadSettingsSection() {
  const { api } = useAdminServices();
  const [phrases, setPhrases] = useState<string | null>(null);
  const [emails, setEmails] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api.contact.settings().then(
      ({ settings }) => {
        if (!live) return;
        setPhrases(settings.spamPhrases.join('\n'));
        setEmails(settings.leadAlertEmails.join('\n'));
      },
      (err: unknown) => live && setLoadError(messageFor(err, 'Failed to load the lead settings.')),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const { settings } = await api.contact.updateSettings({ spamPhrases: linesOf(phrases ?? ''), leadAlertEmails: linesOf(emails) });
      setPhrases(settings.spamPhrases.join('\n'));
      setEmails(settings.leadAlertEmails.join('\n'));
      showSuccess('Lead settings saved');
    } catch (err) {
      setErrors(fieldErrors(err));
      showError(messageFor(err, 'Failed to save the lead settings.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={820} mt="md" component="section" aria-labelledby="lead-settings-title">
      <Title order={2} size="h4" id="lead-settings-title">
        Leads
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Never shown on the website. A message containing a spam phrase (ignoring case) goes to Spam; every new lead is e-mailed to the alert addresses.
      </Text>
      {loadError && <Text c="red">{loadError}</Text>}
      {phrases === null && !loadError && <Loader aria-label="Loading lead settings" size="sm" />}
      {phrases !== null && (
        <Stack gap="sm">
          <Textarea
            label="Spam phrases"
            description="One per line, at most 200 phrases of up to 100 characters."
            autosize
            minRows={3}
            maxRows={12}
            value={phrases}
            onChange={(e) => setPhrases(e.currentTarget.value)}
            error={listError(errors, 'spamPhrases')}
          />
          <Textarea
            label="Lead alert e-mails"
            description="One address per line, at most 10. Sent only when the server has SMTP_URL set."
            autosize
            minRows={2}
            maxRows={10}
            value={emails}
            onChange={(e) => setEmails(e.currentTarget.value)}
            error={listError(errors, 'leadAlertEmails')}
          />
          <Group>
            <Button leftSection={<Save size={16} aria-hidden />} loading={saving} onClick={() => void save()}>
              Save lead settings
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
