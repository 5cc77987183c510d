import { ActionIcon } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { IconPencil } from '@tabler/icons-react';
import { messages } from '@/messages/screens';

/** The row's edit action: a real link (Tab, Enter, open in a new tab), named after the row. */
export function EditLink({ name, link }: { name: string; link: LinkProps }) {
  return (
    <ActionIcon variant="subtle" color="dark" aria-label={messages.list.edit(name)} renderRoot={(props) => <Link {...props} {...link} />}>
      <IconPencil size={18} aria-hidden />
    </ActionIcon>
  );
}
