import { createFileRoute } from '@tanstack/react-router';
import { alertsSearchSchema } from '@/features/alerts/searchSchema';
import { AlertsScreen } from '@/features/alerts/components/AlertsScreen';

export const Route = createFileRoute('/_app/alertas')({
  validateSearch: alertsSearchSchema,
  component: AlertsScreen,
});
