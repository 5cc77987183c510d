import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { messages } from '@/messages/screens';
import { menuItems } from '../menu';
import classes from './Layout.module.css';

export const MAIN_MENU_ID = 'main-menu';

export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <nav aria-label={messages.layout.mainMenu} id={MAIN_MENU_ID}>
          {menuItems.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
              // One source for the current entry: the router's Link sets aria-current and, here,
              // the data-active attribute that Mantine's NavLink styles.
              activeProps={{ 'data-active': true }}
              className={classes.navLink}
              onClick={onNavigate}
            />
          ))}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="sm">
        <Text size="xs" c="dimmed" ta="center">
          {messages.layout.version(__APP_VERSION__)}
        </Text>
      </AppShell.Section>
    </>
  );
}
