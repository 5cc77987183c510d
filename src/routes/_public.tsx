import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/session/store';
import { publicRouteRedirect } from '@/session/rules';
import { PublicLayout } from '@/features/auth/components/PublicLayout';

export const Route = createFileRoute('/_public')({
  beforeLoad: () => {
    const session = getSession();
    if (session) {
      throw redirect({
        to: publicRouteRedirect({ institutionId: session.user.Institution.Id, features: session.features }),
        replace: true,
      });
    }
  },
  component: PublicLayout,
});
