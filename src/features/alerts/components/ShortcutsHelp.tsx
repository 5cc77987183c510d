import { Fragment } from 'react';
import { Kbd, Modal, Table } from '@mantine/core';
import { messages } from '@/messages/screens';

const text = messages.alertsPage;

/** The keyboard's ways through the queue ('?' or the toolbar's button opens it). */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.shortcutsTitle} closeButtonProps={{ 'aria-label': messages.common.close }}>
      <Table>
        <Table.Tbody>
          {text.shortcuts.map(({ keys, action }) => (
            <Table.Tr key={action}>
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                {keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 && ` ${text.keyOr} `}
                    <Kbd>{key}</Kbd>
                  </Fragment>
                ))}
              </Table.Th>
              <Table.Td>{action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
