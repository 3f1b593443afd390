import { Text } from '@mantine/core';
import { attributionText, type AttributionDto } from '../../../contract/index.js';

/**
 * Where the visit that sent a lead or an application started (shared/docs/analytics.md#lead-attribution):
 * "Came from: google / cpc / spring-campaign, landed on /blog/local-seo"; nothing when unknown.
 */
export function AttributionLine({ attribution }: { attribution: AttributionDto }) {
  const text = attributionText(attribution);
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="attribution">
      {text}
    </Text>
  );
}
