import { Center, Loader, Text } from '@mantine/core';
import { fieldErrors } from '../../../api/errors.js';
import type { SettingsInput } from '../../../contract/schemas.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import { LeadSettingsSection } from './LeadSettingsSection.js';
import { PortraitsSection } from './PortraitsSection.js';
import { SettingsForm } from './SettingsForm.js';

/** /admin/settings: the one Settings record (company details, links, outside services). */
export function SettingsScreen() {
  const { api } = useAdminServices();
  const { data, error, reload } = useLoad(async () => {
    // updatedAt is the server's; the form edits (and sends) only the settings themselves.
    const { updatedAt: _updatedAt, ...settings } = (await api.settings.get()).settings;
    return settings satisfies SettingsInput;
  }, 'Failed to load settings.');

  const submit = async (values: SettingsInput) => {
    try {
      await api.settings.update(values);
      showSuccess('Settings saved');
    } catch (err) {
      showError(messageFor(err, 'Failed to save settings.'));
      return fieldErrors(err);
    }
  };

  return (
    <>
      <PageHeader title="Settings" />
      <Text c="dimmed" size="sm" mb="lg" maw={820}>
        Company details and outside services used across the public website. Changes show on the site at the next page load.
      </Text>
      {!data && !error && (
        <Center py="xl">
          <Loader aria-label="Loading settings" />
        </Center>
      )}
      {error && !data && <LoadError message={error} onRetry={() => void reload()} />}
      {data && (
        <>
          <SettingsForm initialValues={data} submitLabel="Save Settings" busyLabel="Saving..." onSubmit={submit} />
          <PortraitsSection initial={data} />
          <LeadSettingsSection />
        </>
      )}
    </>
  );
}
