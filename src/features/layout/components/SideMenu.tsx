import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { messages } from '@/messages/catalogue';
import { menuItems } from '../menu';
import classes from './Layout.module.css';

export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const matchRoute = useMatchRoute();
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <nav aria-label={messages.layout.mainMenu}>
          {menuItems.map((item) => {
            const active = Boolean(matchRoute({ to: item.to, fuzzy: true }));
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                className={classes.navLink}
                onClick={onNavigate}
              />
            );
          })}
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
