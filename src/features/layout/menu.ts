import type { Icon } from '@tabler/icons-react';
import { IconBell, IconChartBar, IconLayoutDashboard, IconLogout, IconSpeakerphone, IconStethoscope, IconUserHeart, IconUsersGroup } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import { messages } from '@/messages/screens';

export interface MenuItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: Icon;
}

/**
 * The side menu, in the spec's order (dashboard, BI, alerts, teams, professionals, patients,
 * announcements, logout). Entries join as their screens land; a menu entry never leads to a
 * screen that does not exist yet.
 */
export const menuItems: MenuItem[] = [
  { to: '/dashboard', label: messages.menu.dashboard, icon: IconLayoutDashboard },
  { to: '/bi', label: messages.menu.bi, icon: IconChartBar },
  { to: '/alertas', label: messages.menu.alerts, icon: IconBell },
  { to: '/equipes', label: messages.menu.teams, icon: IconUsersGroup },
  { to: '/profissionais', label: messages.menu.professionals, icon: IconStethoscope },
  { to: '/pacientes', label: messages.menu.patients, icon: IconUserHeart },
  { to: '/comunicados', label: messages.menu.announcements, icon: IconSpeakerphone },
  { to: '/logout', label: messages.menu.logout, icon: IconLogout },
];
