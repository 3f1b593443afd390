import { Group, Progress, Text } from '@mantine/core';

/** The progress bar shown while files upload; nothing when no upload is running. */
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" c="dimmed">
          {percent < 100 ? 'Uploading...' : 'Processing...'}
        </Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} animated={percent < 100} aria-label="Upload progress" />
    </div>
  );
}
