import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';

/** Success and failure messages, in the product's wording (shared/docs/admin.md), as Mantine notifications (no window.alert). */
// The close button is an icon: it needs a name of its own (axe: button-name).
const closeButtonProps = { 'aria-label': 'Dismiss message' };

export function showSuccess(message: string) {
  notifications.show({ message, color: 'green', withBorder: true, closeButtonProps });
}

export function showError(message: string) {
  notifications.show({ message, color: 'red', withBorder: true, autoClose: 8000, closeButtonProps });
}

/** How long a change that can be undone stays offered, unless the pointer or the keyboard is on it. */
const UNDO_MS = 10_000;

/**
 * A change already made, with an Undo button (`undoLabel` its accessible name, saying what it
 * undoes). Mantine keeps a notification while the pointer is over it; the keyboard gets the same:
 * it stays while focus is inside, so someone who tabs to Undo is not raced by the timer.
 */
export function showUndoable(message: string, undoLabel: string, undo: () => void, { focus = false } = {}) {
  const content = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{message}</Text>
      <Button
        size="xs"
        variant="light"
        aria-label={undoLabel}
        // Pressed from the keyboard, the button that asked is gone with its row: focus goes to Undo
        // (and the notice then stays while it has focus), not to the top of the page.
        autoFocus={focus}
        onClick={() => {
          notifications.hide(id);
          undo();
        }}
      >
        Undo
      </Button>
    </Group>
  );
  const id = notifications.show({
    message: content,
    color: 'green',
    withBorder: true,
    autoClose: UNDO_MS,
    closeButtonProps,
    onFocus: () => notifications.update({ id, message: content, autoClose: false }),
    onBlur: (e) => {
      if (!e.currentTarget.contains(e.relatedTarget)) notifications.update({ id, message: content, autoClose: UNDO_MS });
    },
  });
}

/** A confirmation modal in place of window.confirm; resolves true when the user confirms. */
export function confirmDanger(question: string, confirmLabel = 'Delete'): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Please confirm',
      children: question,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
