import { createFileRoute } from '@tanstack/react-router';
import { LogoutScreen } from '@/features/auth/components/LogoutScreen';

export const Route = createFileRoute('/_app/logout')({
  component: LogoutScreen,
});
