import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { clampPage, pageCount, pageWindow } from '@/lib/pagination';
import { messages } from '@/messages/screens';

interface Props {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

function Step({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}

/**
 * The list pagination control (spec 02 §9): first, previous, the window of pages with gaps that
 * jump to the next or previous window, next and last; real buttons with names, for the keyboard
 * and screen readers. Nothing when there is one page (or none).
 */
export function Pagination({ page: asked, total, onChange }: Props) {
  const last = pageCount(total);
  if (last <= 1) return null;
  // A page past the end (rows deleted meanwhile) shows as the last one, so the current button,
  // the steps and the summary agree while the list goes back there.
  const page = clampPage(asked, last);
  const items = pageWindow(page, last);
  return (
    <Group component="nav" aria-label={messages.pagination.label} justify="space-between" gap="sm" wrap="wrap">
      <Group gap={6} wrap="wrap">
        <Step label={messages.pagination.first} disabled={page <= 1} onClick={() => onChange(1)}>
          <IconChevronsLeft size={16} aria-hidden />
        </Step>
        <Step label={messages.pagination.previous} disabled={page <= 1} onClick={() => onChange(page - 1)}>
          <IconChevronLeft size={16} aria-hidden />
        </Step>
        {items.map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="compact-md"
              h={34}
              miw={34}
              px={8}
              variant={item === page ? 'filled' : 'default'}
              aria-label={messages.pagination.page(item)}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ) : (
            <Button
              key={item.gap}
              size="compact-md"
              h={34}
              miw={34}
              px={8}
              variant="subtle"
              color="dark"
              aria-label={messages.pagination.pages(item.from, item.to)}
              onClick={() => onChange(item.from)}
            >
              …
            </Button>
          ),
        )}
        <Step label={messages.pagination.next} disabled={page >= last} onClick={() => onChange(page + 1)}>
          <IconChevronRight size={16} aria-hidden />
        </Step>
        <Step label={messages.pagination.last} disabled={page >= last} onClick={() => onChange(last)}>
          <IconChevronsRight size={16} aria-hidden />
        </Step>
      </Group>
      <Text size="sm" c="dimmed">
        {messages.pagination.summary(page, last)}
      </Text>
    </Group>
  );
}
