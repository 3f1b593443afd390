import { Badge, Button, Card, Code, CopyButton, Group, Image, List, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { fieldErrors } from '../../../api/errors.js';
import { messageFor } from '../../../api/messages.js';
import { totpCodeSchema, type TwoFactorSetupDto } from '../../../contract/staff.js';
import { useAuth } from '../../auth.js';
import { FormActions } from '../../components/FormActions.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { useZodForm } from '../../useZodForm.js';

const codeSchema = z.object({ code: totpCodeSchema, password: z.string().min(1, 'Password is required') });
const passwordSchema = z.object({ password: z.string().min(1, 'Password is required') });

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetupDto } | { kind: 'codes'; codes: string[] } | { kind: 'password'; purpose: 'off' | 'codes' };

/**
 * My account's two-step sign-in (shared/docs/admin.md#two-step-sign-in): set it up by scanning a QR
 * code (or typing the key) into an authenticator app and entering its first code; the ten recovery
 * codes are then shown once. Once on: new recovery codes, or turn it off, each with the password.
 */
export function TwoFactorCard() {
  const { api } = useAdminServices();
  const { user, setUser } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  if (!user) return null;
  const on = user.twoFactorEnabled;

  const start = async () => {
    setStarting(true);
    try {
      setStep({ kind: 'setup', setup: (await api.auth.startTwoFactor()).data });
    } catch (err) {
      showError(messageFor(err, 'Two-step sign-in could not be set up. Please try again.'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby="two-factor-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="two-factor-heading">
          Two-step sign-in
        </Title>
        <Badge variant="light" color={on ? 'green' : 'gray'}>
          {on ? 'On' : 'Off'}
        </Badge>
      </Group>
      <Stack gap="sm">
        {user.mustSetUpTwoFactor && (
          <Text size="sm" fw={600} role="status">
            An admin requires two-step sign-in for all staff: set it up to use the back office.
          </Text>
        )}
        {step.kind === 'setup' ? (
          <SetupStep
            setup={step.setup}
            onCancel={() => setStep({ kind: 'idle' })}
            onDone={(codes) => {
              setUser({ ...user, twoFactorEnabled: true, mustSetUpTwoFactor: false });
              setStep({ kind: 'codes', codes });
            }}
          />
        ) : step.kind === 'codes' ? (
          <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
        ) : step.kind === 'password' ? (
          <PasswordStep
            purpose={step.purpose}
            onCancel={() => setStep({ kind: 'idle' })}
            onDone={(codes) => {
              if (codes) return setStep({ kind: 'codes', codes });
              setUser({ ...user, twoFactorEnabled: false });
              setStep({ kind: 'idle' });
            }}
          />
        ) : on ? (
          <>
            <Text size="sm">After your password, signing in asks for the code your authenticator app shows, in the browser and the desktop console alike.</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setStep({ kind: 'password', purpose: 'codes' })}>
                New recovery codes
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => setStep({ kind: 'password', purpose: 'off' })}>
                Turn off
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              Protect your account with a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like), asked
              for after your password.
            </Text>
            <Group>
              <Button size="xs" loading={starting} onClick={() => void start()}>
                Set up two-step sign-in
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

function SetupStep({ setup, onCancel, onDone }: { setup: TwoFactorSetupDto; onCancel: () => void; onDone: (codes: string[]) => void }) {
  const { api } = useAdminServices();
  const form = useZodForm(codeSchema, { code: '', password: '' });
  const submit = form.onSubmit(async ({ code, password }) => {
    try {
      const { recoveryCodes, message } = await api.auth.confirmTwoFactor(code, password);
      showSuccess(message);
      onDone(recoveryCodes);
    } catch (err) {
      showError(messageFor(err, 'Two-step sign-in could not be turned on. Please try again.'));
      form.setErrors(fieldErrors(err));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">1. Scan this QR code with your authenticator app.</Text>
        <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`} alt="QR code to scan with your authenticator app" w={180} h={180} fit="contain" />
        <Text size="sm" id="totp-key-label">
          Or type this key into the app:
        </Text>
        <Group gap="xs">
          <Code data-testid="totp-secret" aria-labelledby="totp-key-label" style={{ wordBreak: 'break-all' }}>
            {setup.secret}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TextInput label="2. Enter the 6-digit code the app shows" inputMode="numeric" autoComplete="one-time-code" maxLength={7} maw={340} {...form.getInputProps('code')} />
        <PasswordInput
          label="3. Your password"
          description="To be sure it is you: your other sessions are signed out once it is on"
          autoComplete="current-password"
          maw={340}
          {...form.getInputProps('password')}
        />
        <FormActions submitting={form.submitting} submitLabel="Turn on" busyLabel="Turning on..." onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        Save these recovery codes now: they are shown only this once.
      </Text>
      <Text size="sm">If you lose your phone, each code signs you in once in place of the app&apos;s code. Keep them somewhere safe, apart from your phone.</Text>
      <List type="ordered" size="sm" ff="monospace" data-testid="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" onClick={onDone}>
          I have saved them
        </Button>
      </Group>
    </Stack>
  );
}

function PasswordStep({ purpose, onCancel, onDone }: { purpose: 'off' | 'codes'; onCancel: () => void; onDone: (codes?: string[]) => void }) {
  const { api } = useAdminServices();
  const form = useZodForm(passwordSchema, { password: '' });
  const submit = form.onSubmit(async ({ password }) => {
    try {
      if (purpose === 'off') {
        showSuccess((await api.auth.turnOffTwoFactor(password)).message);
        onDone();
      } else {
        const { recoveryCodes, message } = await api.auth.newRecoveryCodes(password);
        showSuccess(message);
        onDone(recoveryCodes);
      }
    } catch (err) {
      showError(messageFor(err, purpose === 'off' ? 'Two-step sign-in could not be turned off.' : 'New recovery codes could not be made.'));
      form.setErrors(fieldErrors(err));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{purpose === 'off' ? 'Turning two-step sign-in off leaves your password alone to protect the account.' : 'New codes replace all your old ones.'}</Text>
        <PasswordInput label="Your password" required autoComplete="current-password" maw={320} {...form.getInputProps('password')} />
        <FormActions
          submitting={form.submitting}
          submitLabel={purpose === 'off' ? 'Turn off two-step sign-in' : 'Make new recovery codes'}
          busyLabel={purpose === 'off' ? 'Turning off...' : 'Making...'}
         onCancel={onCancel} />
      </Stack>
    </form>
  );
}
