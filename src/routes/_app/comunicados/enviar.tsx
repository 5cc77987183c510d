import { createFileRoute } from '@tanstack/react-router';
import { SendAnnouncementScreen } from '@/features/announcements/components/SendAnnouncementScreen';
import { prefetchFrom } from '@/ui/prefetchFrom';

export const Route = createFileRoute('/_app/comunicados/enviar')({
  // The teams' checkboxes are asked for while the screen's code loads.
  loader: ({ context }) => {
    prefetchFrom(
      () => import('@/features/announcements/api/loaders'),
      (m) => m.prefetchTeams(context.queryClient),
    );
  },
  component: SendAnnouncementScreen,
});
