import { Button, Group, Paper, Text } from '@mantine/core';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { messageFor } from '../../api/messages.js';
import { confirmDanger, showError, showSuccess } from '../notify.js';
import type { RowSelection } from '../useRowSelection.js';

/** What a bulk action's request answers: how many records changed, and ids no record was found for. */
export interface BulkAnswer {
  affected: number;
  missing?: string[];
}

export interface BulkAction {
  label: string;
  icon?: ReactNode;
  color?: string;
  /** Past tense for the success message, e.g. "Approved" ("Approved: 2 reviews."). */
  done: string;
  /** Asks first, with this question about e.g. "2 reviews"; a confirmed action is a danger one, shown last. */
  confirm?: (what: string) => string;
  disabled?: boolean;
  run: (ids: string[]) => Promise<BulkAnswer>;
}

/** Delete the checked rows, after `question` (about e.g. "2 blogs") is confirmed. */
export function deleteAction(question: (what: string) => string, run: BulkAction['run']): BulkAction {
  return { label: 'Delete', done: 'Deleted', color: 'red', icon: <Trash2 size={14} aria-hidden />, confirm: question, run };
}

/** "1 review", "3 reviews". */
export function countOf(n: number, [one, many]: readonly [string, string]): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}

interface Props {
  /** The checked rows (the bar shows while there are some, and clears them after an action). */
  selection: Pick<RowSelection, 'ids' | 'some' | 'clear'>;
  /** Singular and plural of what the rows are: ['review', 'reviews']. */
  noun: readonly [string, string];
  actions: BulkAction[];
  /** After an action that succeeded (and the checks were cleared): load the page again. */
  onDone: () => void;
  /** Other controls (a select, say); `run` runs one more action the same way as the buttons. */
  extra?: (run: (action: BulkAction) => void, busy: boolean) => ReactNode;
}

/**
 * The bar over a list with checked rows: how many are checked and what can be done to all of them
 * at once. Each action is one request; a danger action (delete) asks first in a modal; the outcome
 * is a notification (with the rows that were gone meanwhile), then the checks clear and `onDone`
 * refreshes the list. A failure keeps the checks, so the action can be tried again.
 */
export function BulkBar({ selection, noun, actions, onDone, extra }: Props) {
  const [busy, setBusy] = useState(false);
  const { ids } = selection;
  const what = countOf(ids.length, noun);
  if (!selection.some) return null;

  const run = async (action: BulkAction) => {
    if (action.confirm && !(await confirmDanger(action.confirm(what), action.label))) return;
    setBusy(true);
    try {
      const { affected, missing = [] } = await action.run(ids);
      const gone = missing.length === 0 ? '' : ` ${countOf(missing.length, noun)} no longer existed.`;
      showSuccess(`${action.done}: ${countOf(affected, noun)}.${gone}`);
      selection.clear();
      onDone();
    } catch (err) {
      showError(messageFor(err, 'The action failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const button = (action: BulkAction) => (
    <Button
      key={action.label}
      size="xs"
      variant="light"
      color={action.color}
      leftSection={action.icon}
      disabled={busy || action.disabled}
      onClick={() => void run(action)}
    >
      {action.label}
    </Button>
  );

  return (
    <Paper withBorder p="xs" mb="sm" role="region" aria-label="Bulk actions">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} role="status">
          {what} selected
        </Text>
        {actions.filter((a) => !a.confirm).map(button)}
        {extra?.((action) => void run(action), busy)}
        {actions.filter((a) => a.confirm).map(button)}
      </Group>
    </Paper>
  );
}
