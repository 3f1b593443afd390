import { Badge } from '@mantine/core';
import type { LeadStatus } from '../../../contract/index.js';
import { STATUS_COLORS, statusLabel } from './leadFormat.js';

/** A lead's status; as wide as its word, never cut to an ellipsis. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }}>
      {statusLabel(status)}
    </Badge>
  );
}
