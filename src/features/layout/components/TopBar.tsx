import { Burger, Group, Stack, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { useRequiredSession } from '@/session/useSession';
import { Logo } from '@/ui/Logo';
import { AddressSelect } from './AddressSelect';
import { MAIN_MENU_ID } from './SideMenu';
import classes from './Layout.module.css';

const DOCTOR_PROFILE = 'doctor';

export function TopBar({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const { user } = useRequiredSession();
  const showNames = user.Profile.toLowerCase() !== DOCTOR_PROFILE;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          className={classes.burger}
          aria-label={menuOpened ? messages.layout.closeMenu : messages.layout.openMenu}
          aria-expanded={menuOpened}
          aria-controls={MAIN_MENU_ID}
        />
        <Logo institutionId={user.Institution.Id} height={36} />
        <Text fw={700} c="painel.8" className={classes.wide}>
          {messages.layout.adminLabel}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        {showNames && (
          <Stack gap={0} className={classes.wide} align="flex-end" data-testid="user-names">
            {user.Institution.Name && (
              <Text size="sm" fw={600}>
                {user.Institution.Name}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {user.Name}
            </Text>
          </Stack>
        )}
        <AddressSelect />
      </Group>
    </Group>
  );
}
