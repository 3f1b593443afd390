import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { Group, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useState, type ReactNode } from 'react';

dayjs.extend(customParseFormat);

/** How the back office writes a day everywhere, pickers included: 28 Nov 2026. */
export const DAY_FORMAT = 'D MMM YYYY';

/** What a typed day may look like: "28 Nov 2026", "28 November 2026", "2026-11-28" (a partial one is no day yet). */
const TYPED_DAYS = [DAY_FORMAT, 'D MMMM YYYY', 'DD MMM YYYY', 'YYYY-MM-DD'];

/** A typed day as `YYYY-MM-DD`, or null while it is not a whole day yet. */
export function parseDay(text: string): string | null {
  const day = dayjs(text.trim(), TYPED_DAYS, 'en', true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

interface DayInputProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** The day, `YYYY-MM-DD` ('' for none). */
  value: string;
  /** Called with a whole day (`YYYY-MM-DD`) or '' when cleared; never with a half-typed one. */
  onChange: (day: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  w?: number;
  clearable?: boolean;
}

/**
 * A day, read and written as "28 Nov 2026" (admin.md#one-clock): typed, or picked from the calendar
 * it opens (arrow keys move by day, Enter picks). The value is the day itself, on no clock: the
 * caller says which clock it is a day of (the site's).
 */
export function DayInput({ label, description, error, withAsterisk, disabled, value, onChange, onBlur, onFocus, w = 170, clearable = true }: DayInputProps) {
  return (
    <DateInput
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      disabled={disabled}
      w={w}
      valueFormat={DAY_FORMAT}
      placeholder="28 Nov 2026"
      dateParser={parseDay}
      clearable={clearable}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      onBlur={onBlur}
      onFocus={onFocus}
      popoverProps={{ withinPortal: true }}
    />
  );
}

interface MomentInputProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** The moment as the site's wall clock shows it, `YYYY-MM-DDTHH:mm` ('' for none). */
  value: string;
  onChange: (local: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** A time of day on a 24-hour clock, as typed: 09:00, 9:00, 17:30 (seconds too, when wanted: 17:30:15). */
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)(?:[:.]([0-5]\d))?$/;

/**
 * A day and a time of day on one clock (the site's): "28 Nov 2026" and "09:00", 24-hour. The two
 * parts make one value, `YYYY-MM-DDTHH:mm`, once both are there (a day alone is at 09:00).
 */
export function MomentInput({ label, description, error, withAsterisk, value, onChange, onBlur, onFocus }: MomentInputProps) {
  const [day = '', time = ''] = value.split('T');
  const [typed, setTyped] = useState(time);
  // A value set from outside (the site's zone arriving, a restored revision) shows as it is.
  useEffect(() => setTyped(time), [time]);
  const change = (nextDay: string, nextTime: string) => onChange(nextDay ? `${nextDay}T${nextTime || '09:00'}` : '');
  const typedTime = (text: string) => {
    setTyped(text);
    const match = TIME.exec(text.trim());
    if (match && day) change(day, `${match[1].padStart(2, '0')}:${match[2]}${match[3] ? `:${match[3]}` : ''}`);
  };
  const badTime = typed.trim() !== '' && !TIME.test(typed.trim());
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <DayInput label={label} description={description} error={error} withAsterisk={withAsterisk} value={day} onChange={(d) => change(d, time)} onBlur={onBlur} onFocus={onFocus} clearable={false} />
      <TextInput
        label="Time (24-hour)"
        description="HH:MM"
        placeholder="09:00"
        w={120}
        inputMode="numeric"
        maxLength={8}
        disabled={!day}
        value={typed}
        onChange={(e) => typedTime(e.currentTarget.value)}
        onBlur={() => !badTime && setTyped(time)}
        error={badTime ? 'A time such as 09:00 or 17:30' : undefined}
      />
    </Group>
  );
}
