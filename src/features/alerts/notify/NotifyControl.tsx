import { useId, useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { keys } from '@/api/keys';
import { messages } from '@/messages/screens';
import { askNotificationPermission, notificationSupport, type NotificationSupport } from '@/offline/systemNotifications';
import { useSession } from '@/session/useSession';
import { setNotifyOptIn, useNotifyOptIn } from './optIn';

const text = messages.alertNotifications;

/**
 * 'Avisar quando chegar um alerta grave' (docs/decisions/0029-severe-alert-notifications.md): the
 * browser's permission is asked from this click only, never on load. Refused, dismissed or
 * unsupported, it says so and how to allow it; nothing else changes.
 */
export function NotifyControl() {
  const userKey = useSession()?.userKey ?? null;
  const queryClient = useQueryClient();
  const optedIn = useNotifyOptIn();
  const stateId = useId();
  // What the browser said at the last click; the permission as it is now otherwise.
  const [answer, setAnswer] = useState<NotificationSupport | null>(null);
  const support = notificationSupport();
  const on = optedIn && support === 'granted';

  if (support === 'unsupported') {
    return (
      <Text size="sm" c="dimmed" mb="sm">
        {text.unsupported}
      </Text>
    );
  }

  const toggle = (checked: boolean) => {
    if (userKey === null) return;
    if (!checked) {
      setNotifyOptIn(userKey, false);
      // Turned on again later, the notifications start from what is pending then.
      queryClient.removeQueries({ queryKey: keys.alerts.notifiedAll });
      return;
    }
    void askNotificationPermission().then((result) => {
      setAnswer(result);
      if (result === 'granted') setNotifyOptIn(userKey, true);
    });
  };

  // The browser's answer counts too: WebKit's refusal under automation leaves the permission 'default'.
  const state = on ? 'on' : support === 'denied' || answer === 'denied' ? 'denied' : answer === 'default' ? 'dismissed' : 'off';
  // The state beside the switch, not as its `description` (which Mantine puts inside the label, and
  // so into the switch's name); said when it changes (refused after the click).
  return (
    <Stack gap={4} mb="md">
      <Switch checked={on} onChange={(event) => toggle(event.currentTarget.checked)} label={text.control} aria-describedby={stateId} />
      <Text id={stateId} size="sm" c="dimmed" aria-live="polite" data-state={state}>
        {text[state]}
      </Text>
    </Stack>
  );
}
