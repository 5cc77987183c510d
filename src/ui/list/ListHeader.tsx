import type { ReactNode } from 'react';
import { Box, Group, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AlertContent } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';

interface Props {
  title: string;
  /** The arrival message (useListRoute), above everything. */
  arrival?: { alert: AlertContent | null; close: () => void };
  /** Beside the title (the professionals' licence badge). */
  badge?: ReactNode;
  /** The add button. */
  action?: ReactNode;
  searchPlaceholder: string;
  searchText: string;
  onSearchChange: (text: string) => void;
  onSearchSubmit: () => void;
  /** Filter selects, after the search box. */
  filters?: ReactNode;
}

/** Title, add button, search box and filters: the head of every list screen. */
export function ListHeader({ title, arrival, badge, action, searchPlaceholder, searchText, onSearchChange, onSearchSubmit, filters }: Props) {
  return (
    <>
      {arrival?.alert && (
        <Box mb="md">
          <AlertMessage alert={arrival.alert} onClose={arrival.close} />
        </Box>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm" mb="md">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {badge}
        </Group>
        {action}
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm" mb="md">
        <TextInput
          type="search"
          label={messages.list.searchLabel}
          placeholder={searchPlaceholder}
          value={searchText}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearchSubmit();
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={255}
          style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
        />
        {filters}
      </Group>
    </>
  );
}
