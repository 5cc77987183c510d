import { useId, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { isLongNote, notesExcerpt } from './format';

const m = messages.historyRecords;

interface Props {
  notes: string;
  /** How the record is named ('Cirurgia de 10/03/2024'), for the dialog with the whole text. */
  record: string;
}

/** A record's notes, truncated as spec 02 §9 says (see format.ts), with the ways to read them whole. */
export function RecordNotes({ notes, record }: Props) {
  const [extended, setExtended] = useState(false);
  const [whole, setWhole] = useState(false);
  const textId = useId();
  const long = isLongNote(notes);
  const excerpt = notesExcerpt(notes, extended ? 'extended' : 'collapsed');

  return (
    <div>
      {/* pre-wrap: the line breaks the clinician typed are part of the note. */}
      <Text id={textId} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {excerpt.text}
      </Text>
      {long && (
        <Group gap="xs" mt={4}>
          <Button variant="subtle" size="compact-sm" aria-expanded={extended} aria-controls={textId} onClick={() => setExtended(!extended)}>
            {extended ? m.less : m.more}
          </Button>
          {extended && excerpt.cut && (
            <Button variant="subtle" size="compact-sm" aria-haspopup="dialog" onClick={() => setWhole(true)}>
              {m.whole}
            </Button>
          )}
        </Group>
      )}
      <Modal opened={whole} onClose={() => setWhole(false)} title={m.wholeTitle(record)} size="lg" closeButtonProps={{ 'aria-label': m.close }}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {notes}
        </Text>
      </Modal>
    </div>
  );
}
