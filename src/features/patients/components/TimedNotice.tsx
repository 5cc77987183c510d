import { useEffect, useId, useState } from 'react';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { messages } from '@/messages/screens';

/** How long a notice stays when nobody is on it. */
const SHOWN_MS = 10_000;

export interface Notice {
  /** What the cell shows beside its control. */
  short: string;
  /** What is announced and read: the same, naming the patient. */
  full: string;
  /** Present when the change can be undone ('Desfazer'). */
  undo?: () => void;
}

interface Props {
  notice: Notice | null;
  onDone: () => void;
}

/**
 * A short message beside the control that changed, with 'Desfazer' when it can be undone. It sits
 * next to the control, not in a corner: the next Tab reaches 'Desfazer', and a screen magnifier
 * shows it where the user is looking. The live region is always in the document, empty until a
 * notice comes (screen readers announce a change of a region, not always a region inserted with
 * its text). The notice goes after SHOWN_MS, never while the focus or the pointer is on it.
 */
export function TimedNotice({ notice, onDone }: Props) {
  const textId = useId();
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const held = focused || hovered;
  useEffect(() => {
    if (!notice || held) return;
    const timer = window.setTimeout(onDone, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [notice, held, onDone]);

  return (
    <div
      role="status"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {notice && (
        // Wraps rather than widen its column: at 768 px the table has no room to spare.
        <Group gap={6} mt={4} style={{ rowGap: 2 }}>
          <Text size="xs" id={textId}>
            <span aria-hidden>{notice.short}</span>
            <VisuallyHidden>{notice.full}</VisuallyHidden>
          </Text>
          {notice.undo && (
            <Button size="compact-xs" variant="light" onClick={notice.undo} aria-describedby={textId}>
              {messages.patients.undo}
            </Button>
          )}
        </Group>
      )}
    </div>
  );
}
