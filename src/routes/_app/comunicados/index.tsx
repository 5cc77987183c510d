import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { announcementsSearchSchema } from '@/features/announcements/searchSchema';
import { AnnouncementsScreen } from '@/features/announcements/components/AnnouncementsScreen';
import { listSearchDefaults } from '@/ui/list/searchParams';
import { prefetchFrom } from '@/ui/prefetchFrom';

export const Route = createFileRoute('/_app/comunicados/')({
  validateSearch: announcementsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  loaderDeps: ({ search: { page, date } }) => ({ page, date }),
  // Not awaited: the rows on screen stay while another page or day loads.
  loader: ({ context, deps }) => {
    prefetchFrom(
      () => import('@/features/announcements/api/loaders'),
      (m) => m.prefetchAnnouncementList(context.queryClient, deps),
    );
  },
  component: AnnouncementsScreen,
});
