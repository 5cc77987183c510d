import { createFileRoute } from '@tanstack/react-router';
import { AlertsScreen } from '@/features/alerts/components/AlertsScreen';

export const Route = createFileRoute('/_app/alertas')({
  component: AlertsScreen,
});
