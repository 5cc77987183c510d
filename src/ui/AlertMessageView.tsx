import { useEffect } from 'react';
import { Alert, List } from '@mantine/core';
import type { AlertContent } from '@/messages/alert';
import { messages } from '@/messages/catalogue';

/** Shows one alert of the helper; every alert scrolls the page to the top (spec 01 §8). */
export default function AlertMessageView({ alert, onClose }: { alert: AlertContent; onClose?: () => void }) {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [alert]);
  return (
    <Alert
      color={alert.color}
      variant="light"
      role={alert.color === 'red' ? 'alert' : 'status'}
      title={alert.title}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={messages.common.close}
    >
      {alert.text}
      {alert.list.length > 0 && (
        <List size="sm" mt={4}>
          {alert.list.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
