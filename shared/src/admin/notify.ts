import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';

/** Success and failure messages, in the product's wording (shared/docs/admin.md), as Mantine notifications (no window.alert). */
export function showSuccess(message: string) {
  notifications.show({ message, color: 'green', withBorder: true });
}

export function showError(message: string) {
  notifications.show({ message, color: 'red', withBorder: true, autoClose: 8000 });
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
