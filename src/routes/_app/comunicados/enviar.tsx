import { createFileRoute } from '@tanstack/react-router';
import { SendAnnouncementScreen } from '@/features/announcements/components/SendAnnouncementScreen';

export const Route = createFileRoute('/_app/comunicados/enviar')({
  // The teams' checkboxes are asked for while the screen's code loads.
  loader: ({ context }) => {
    import('@/features/announcements/api/loaders').then(
      (m) => m.prefetchTeams(context.queryClient),
      () => undefined,
    );
  },
  component: SendAnnouncementScreen,
});
