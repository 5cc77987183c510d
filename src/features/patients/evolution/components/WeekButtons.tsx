import { useRef, useState, type KeyboardEvent } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { messages } from '@/messages/screens';
import { formatDay, psLabel } from '../display';
import type { WeeklyReport } from '../schemas';
import { PsDot } from './PsDot';

interface Props {
  reports: readonly WeeklyReport[];
  selected: number | null;
  onChoose: (index: number) => void;
  /** The chart's left and right margins: each button sits under its point. */
  inset: { left: number; right: number };
}

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * The chart's points as buttons, one under each point: the date and the level in text, the way to
 * a week's detail from the keyboard. A toolbar with one tab stop (arrows, Home and End move along
 * it; Enter or Space opens the week), so 28 weeks do not take 28 presses of Tab.
 */
export function WeekButtons({ reports, selected, onChoose, inset }: Props) {
  const last = reports.length - 1;
  const [focusIndex, setFocusIndex] = useState(selected ?? last);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(focusIndex, last);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, last);
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={messages.clinicalEvolution.weeks}
      onKeyDown={onKeyDown}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${reports.length}, minmax(0, 1fr))`,
        paddingLeft: inset.left,
        paddingRight: inset.right,
      }}
    >
      {reports.map((report, index) => {
        const pressed = index === selected;
        return (
          <UnstyledButton
            key={`${report.at}-${index}`}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            tabIndex={index === current ? 0 : -1}
            aria-pressed={pressed}
            onFocus={() => setFocusIndex(index)}
            onClick={() => onChoose(index)}
            py={4}
            style={{
              textAlign: 'center',
              borderRadius: 4,
              border: `2px solid ${pressed ? 'var(--mantine-color-blue-7)' : 'transparent'}`,
              background: pressed ? 'var(--mantine-color-blue-0)' : undefined,
            }}
          >
            <Text size="xs" component="span" display="block">
              {formatDay(report.at)}
            </Text>{' '}
            <Text size="xs" fw={700} component="span" display="block">
              <PsDot level={report.ps} /> {psLabel(report.ps)}
            </Text>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
