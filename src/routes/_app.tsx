import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/session/store';
import { AppLayout } from '@/features/layout/components/AppLayout';

export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    const session = getSession();
    if (!session) throw redirect({ to: '/', replace: true });
    return { session };
  },
  component: AppLayout,
});
