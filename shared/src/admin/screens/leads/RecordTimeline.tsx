import { Button, Group, Text, Textarea, Timeline, Title } from '@mantine/core';
import type { LeadNoteDto } from '../../../contract/index.js';
import { formatMessageDate, timelineText, timelineTitle } from './leadFormat.js';

/**
 * A record's timeline (a lead's, an application's): its notes and its status and owner changes,
 * oldest first, with who and when, and the box to add a note.
 */
export function RecordTimeline({ timeline, busy, note, onNote, onAdd }: { timeline: LeadNoteDto[]; busy: boolean; note: string; onNote: (text: string) => void; onAdd: () => void }) {
  return (
    <>
      <Title order={3} size="h5">
        Timeline
      </Title>
      {timeline.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} aria-label="Timeline">
          {timeline.map((entry) => (
            <Timeline.Item key={entry._id} title={timelineTitle(entry)}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {timelineText(entry)}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.createdAt}>{formatMessageDate(entry.createdAt)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <Textarea label="Add a note" autosize minRows={2} maxLength={5000} value={note} onChange={(e) => onNote(e.currentTarget.value)} />
      <Group>
        <Button disabled={busy || !note.trim()} onClick={onAdd}>
          Add note
        </Button>
      </Group>
    </>
  );
}
