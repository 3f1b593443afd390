import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PasswordScore, PasswordStrength } from '../../contract/passwordStrength.js';
import { PASSWORD_MIN_SCORE } from '../../contract/staff.js';

const COLORS: Record<PasswordScore, string> = { 0: 'red', 1: 'red', 2: 'orange', 3: 'teal', 4: 'green' };
const LABELS: Record<PasswordScore, string> = { 0: 'Very weak', 1: 'Weak', 2: 'Fair', 3: 'Strong', 4: 'Very strong' };

/**
 * How hard the password being typed is to guess, by the estimate the server applies
 * (shared/contract/passwordStrength.ts): a bar and a sentence, read out as it changes. The
 * estimator and its dictionaries (about a megabyte) load when the first character is typed.
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: { password: string; userInputs?: readonly string[] }) {
  const [estimate, setEstimate] = useState<PasswordStrength | null>(null);
  const known = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setEstimate(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void import('../../contract/passwordStrength.js').then(({ passwordStrength }) => {
        if (current) setEstimate(passwordStrength(password, known ? known.split('\n') : []));
      });
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, known]);

  if (!password || !estimate) {
    return (
      <Text size="xs" c="dimmed">
        At least 10 characters and hard to guess: a few unrelated words work well.
      </Text>
    );
  }
  const { score, warning, suggestions } = estimate;
  const strong = score >= PASSWORD_MIN_SCORE;
  const advice = strong ? '' : warning || suggestions[0] || '';
  return (
    <Stack gap={4}>
      <Progress value={(score + 1) * 20} color={COLORS[score]} size="sm" aria-hidden />
      <Text size="xs" role="status" c={strong ? 'teal.9' : 'red.9'}>
        Strength: {LABELS[score]}.{strong ? '' : ' Too easy to guess.'} {advice}
      </Text>
    </Stack>
  );
}
