import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title?: string;
  message: string;
  /** Loads again; without it the view offers no retry (a record that does not exist, say). */
  onRetry?: () => void;
  /** Other ways out, such as a link back to the list. */
  children?: ReactNode;
}

/** What a screen shows in place of data it could not load: the reason, and a way to try again. */
export function LoadError({ title = 'Error', message, onRetry, children }: Props) {
  return (
    <Alert color="red" title={title} role="alert" maw={720}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
        {children}
      </Stack>
    </Alert>
  );
}
