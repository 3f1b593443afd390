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
