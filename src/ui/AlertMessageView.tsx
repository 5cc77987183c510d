import { useEffect, useState } from 'react';
import { Alert, List } from '@mantine/core';
import type { AlertContent } from '@/messages/alert';
import { messages } from '@/messages/catalogue';
import { alertKey, useBringIntoView } from './useBringIntoView';
import { withUiProvider } from './UiProvider';

/**
 * Shows one alert of the helper. Every alert scrolls the page to the top (spec 01 §8) and brings
 * itself into view, inside a modal or a scrolled panel too. Its live region is in the document, empty,
 * one frame before its text: screen readers announce a change of a live region, and not always a
 * region inserted with its text already in it.
 */
function AlertMessageViewBody({ alert, onClose }: { alert: AlertContent; onClose?: () => void }) {
  const [shown, setShown] = useState<AlertContent | null>(null);
  useEffect(() => {
    // The next frame: the empty region has been laid out (and is in the accessibility tree) by then.
    const frame = requestAnimationFrame(() => setShown(alert));
    return () => cancelAnimationFrame(frame);
  }, [alert]);
  // By its words, not its object: a parent that builds the same alert again does not scroll again.
  const ref = useBringIntoView(shown && alertKey(shown));
  return (
    <Alert
      ref={ref}
      color={alert.color}
      variant="light"
      role={alert.color === 'red' ? 'alert' : 'status'}
      aria-live={alert.color === 'red' ? 'assertive' : 'polite'}
      title={shown?.title}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={messages.common.close}
    >
      {shown?.text}
      {shown && shown.list.length > 0 && (
        <List size="sm" mt={4}>
          {shown.list.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** With its own Mantine provider: it can show where none is (decision 0027). */
export default withUiProvider(AlertMessageViewBody);
