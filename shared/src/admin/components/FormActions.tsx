import { Box, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { leaveOnPurpose } from '../useUnsavedChangesGuard.js';

interface Props {
  submitting: boolean;
  submitLabel: string;
  /** Shown on the submit button while the request runs ("Adding...", "Updating..."). */
  busyLabel: string;
  /** Where Cancel goes; without it (or `onCancel`) there is no Cancel button. */
  cancelTo?: string;
  /** What Cancel does in place of going somewhere (a form inside a card or a dialog closes). */
  onCancel?: () => void;
  /** Further buttons after the submit one (e.g. "Discard changes"). */
  children?: ReactNode;
  /** The buttons share the full width (a narrow form such as the login card). */
  grow?: boolean;
  /** A long form's buttons stay in view at the bottom of the window while it scrolls. */
  sticky?: boolean;
  /** Runs when the submit button is pressed, before the form submits (a form with several save buttons). */
  onSubmitClick?: () => void;
}

/** The button row under every admin form: submit (disabled while sending), then Cancel (leaves without the unsaved-changes question). */
export function FormActions({ submitting, submitLabel, busyLabel, cancelTo, onCancel, children, grow = false, sticky = false, onSubmitClick }: Props) {
  const group = (
    <Group grow={grow}>
      <Button type="submit" disabled={submitting} onClick={onSubmitClick}>
        {submitting ? busyLabel : submitLabel}
      </Button>
      {cancelTo && (
        <Button variant="default" component={Link} to={cancelTo} onClick={leaveOnPurpose}>
          Cancel
        </Button>
      )}
      {onCancel && !cancelTo && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      {children}
    </Group>
  );
  if (!sticky) return group;
  return (
    <Box
      py="sm"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 5,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {group}
    </Box>
  );
}
