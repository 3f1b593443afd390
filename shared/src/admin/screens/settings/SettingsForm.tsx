import { ActionIcon, Button, Group, Input, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { timeZoneNames, zoneOffsetLabel } from '../../../contract/timeZone.js';
import { settingsSchema, type CompanyFacts, type SettingsInput } from '../../../contract/schemas.js';
import { settingsType } from '../../../contract/content/settings.js';
import { FormActions } from '../../components/FormActions.js';
import { useZodForm } from '../../useZodForm.js';
import { useUnsavedChangesGuard } from '../../useUnsavedChangesGuard.js';

/** settingsSchema allows one to four phone numbers. */
const MAX_PHONES = 4;

/** The company facts' inputs, in the declaration's order (shared/src/contract/content/settings.ts). */
const FACT_LABELS: Record<keyof CompanyFacts, string> = {
  foundedYear: 'Founding year',
  clients: 'Clients',
  projects: 'Projects delivered',
  teamSize: 'Team size',
  countries: 'Countries served',
  awards: 'Awards won (0 shows none)',
  leadershipYears: "Leadership's years of delivery",
};
const FACT_FIELDS = Object.entries(FACT_LABELS) as Array<[keyof CompanyFacts, string]>;

interface Props {
  initialValues: SettingsInput;
  submitLabel: string;
  busyLabel: string;
  /** Resolves to field errors from the server (shown next to the fields), or nothing on success. */
  onSubmit: (values: SettingsInput) => Promise<Record<string, string> | void>;
}

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {text}
      </Text>
      <Stack>{children}</Stack>
    </Paper>
  );
}

/** A country code's name in English (IN: India), or '' for a code that names none. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code.trim())) return '';
  try {
    return regionNames.of(code.trim().toUpperCase()) ?? '';
  } catch {
    return '';
  }
}

/** Fields and buttons only: the screen around it owns the request, the message and the redirect. */
export function SettingsForm({ initialValues, submitLabel, busyLabel, onSubmit }: Props) {
  const form = useZodForm<SettingsInput>(settingsSchema, initialValues, { errorPriority: 'first' });
  useUnsavedChangesGuard(form.isDirty() && !form.submitting);

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
    else {
      // The saved values become the new baseline for "Discard changes".
      form.setInitialValues(values);
      form.resetDirty(values);
    }
  });

  const phones = form.values.phones;

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={820}>
        <Section title="Company" text="Shown in the site header, the footer and the page titles.">
          <TextInput label="Company name" withAsterisk {...form.getInputProps('companyName')} />
          <TextInput label="Tagline" description="A short line under the company name in the footer; may be empty." {...form.getInputProps('tagline')} />
          <Textarea label="Address" withAsterisk autosize minRows={2} description="Footer and contact page." {...form.getInputProps('address')} />
          <TextInput
            label="Country"
            withAsterisk
            maw={200}
            maxLength={2}
            description={`The address's country as its two-letter code, for search engines${countryName(form.values.country) ? `: ${countryName(form.values.country)}` : ''}.`}
            {...form.getInputProps('country')}
            // A code is written in capitals, whichever way it is typed.
            onChange={(e) => form.setFieldValue('country', e.currentTarget.value.toUpperCase())}
          />
          <Select
            label="Site time zone"
            withAsterisk
            searchable
            allowDeselect={false}
            nothingFoundMessage="No such time zone"
            data={timeZoneNames([initialValues.timeZone])}
            description={`Scheduled products and blogs go public at times on this zone's clocks, whoever schedules them (now ${zoneOffsetLabel(form.values.timeZone)}).`}
            maw={420}
            {...form.getInputProps('timeZone')}
          />
        </Section>

        <Section title="Contact" text="How visitors reach the company: footer, contact page, product pages and job openings.">
          <Input.Wrapper
            label="Phone numbers"
            withAsterisk
            description={`One to ${MAX_PHONES} numbers. The footer shows them all; the first is the support line on product pages.`}
            error={typeof form.errors.phones === 'string' ? form.errors.phones : undefined}
          >
            <Stack gap="xs" mt={6}>
              {phones.map((_, i) => (
                <Group key={form.key(`phones.${i}`)} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput aria-label={`Phone ${i + 1}`} placeholder="+91 98765 43210" style={{ flex: 1 }} {...form.getInputProps(`phones.${i}`)} />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove phone ${i + 1}`}
                    disabled={phones.length <= 1}
                    onClick={() => form.removeListItem('phones', i)}
                  >
                    <Trash2 size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<Plus size={14} />}
                  disabled={phones.length >= MAX_PHONES}
                  onClick={() => form.insertListItem('phones', '')}
                >
                  Add phone
                </Button>
              </Group>
            </Stack>
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" withAsterisk description="Footer, contact and privacy pages." {...form.getInputProps('email')} />
            <TextInput
              label="WhatsApp number"
              withAsterisk
              description="Digits with country code, no + or spaces (e.g. 919876543210). Apply Now on job openings opens a chat with it."
              inputMode="numeric"
              {...form.getInputProps('whatsappNumber')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Social links" text="Full https:// addresses. An empty link hides its icon in the footer.">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="LinkedIn" placeholder="https://www.linkedin.com/company/..." {...form.getInputProps('social.linkedin')} />
            <TextInput label="Facebook" placeholder="https://www.facebook.com/..." {...form.getInputProps('social.facebook')} />
            <TextInput label="Instagram" placeholder="https://www.instagram.com/..." {...form.getInputProps('social.instagram')} />
            <TextInput label="X" placeholder="https://x.com/..." {...form.getInputProps('social.x')} />
          </SimpleGrid>
        </Section>

        <Section
          title="Company facts"
          text="The figures the public pages state: the home page's counters and claims and the About page's numbers and story (years in business are counted from the founding year). Change one here and every page that states it changes."
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FACT_FIELDS.map(([key, label]) => (
              <NumberInput key={key} label={label} min={0} allowDecimal={false} withAsterisk {...form.getInputProps(`facts.${key}`)} />
            ))}
          </SimpleGrid>
        </Section>

        <Section title="Catalogue" text="What physical products' pages promise about delivery.">
          <NumberInput
            label="Free shipping on orders over (₹)"
            description="Said on every physical product's page. 0: no free-shipping offer is made."
            w={300}
            min={0}
            allowDecimal={false}
            thousandSeparator=","
            {...form.getInputProps('freeShippingOver')}
          />
        </Section>

        <Section title="Blog feed" text="The blog's RSS feeds (/rss.xml, and one per category) that feed readers, LinkedIn and newsletter tools subscribe to.">
          <Select
            label="Each post in the feed carries"
            w={300}
            allowDeselect={false}
            withScrollArea={false}
            data={[...settingsType.fields.feedContent.options]}
            {...form.getInputProps('feedContent')}
          />
        </Section>

        <Section
          title="Outside services"
          text="Each of these loads something from another company's servers. Leave an address empty and the site makes no request to that service; a filled one is allowed by the site's security policy automatically."
        >
          <TextInput
            label="Map embed URL"
            placeholder="https://www.google.com/maps/embed?pb=..."
            description="The map on the contact page (the src of the provider's embed code). Empty: no map and no request to the map provider."
            {...form.getInputProps('mapEmbedUrl')}
          />
          <TextInput
            label="Chat widget script URL"
            placeholder="https://embed.tawk.to/..."
            description="The live-chat provider's script, loaded on public pages (never in the admin). Empty: no chat widget and no request to an outside host."
            {...form.getInputProps('chatWidgetScriptUrl')}
          />
          <TextInput
            label="Public review page URL"
            placeholder="https://g.page/r/.../review"
            description="Where visitors go after submitting a review, to leave a public one too. Empty: they stay on the site."
            {...form.getInputProps('publicReviewUrl')}
          />
        </Section>

        <FormActions submitting={form.submitting} submitLabel={submitLabel} busyLabel={busyLabel}>
          <Button variant="default" disabled={!form.isDirty() || form.submitting} onClick={() => form.reset()}>
            Discard changes
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
