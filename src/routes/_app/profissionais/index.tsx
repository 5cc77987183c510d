import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { olderAddressParamDropped, professionalsSearchSchema } from '@/features/professionals/searchSchema';
import { ProfessionalsScreen } from '@/features/professionals/components/ProfessionalsScreen';
import { listSearchDefaults } from '@/ui/list/searchParams';
import { prefetchFrom } from '@/ui/prefetchFrom';

export const Route = createFileRoute('/_app/profissionais/')({
  validateSearch: professionalsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults), olderAddressParamDropped] },
  loaderDeps: ({ search: { page, search, addressId, teamId } }) => ({ page, search, addressId, teamId }),
  // Not awaited: the rows on screen stay while another page loads (see the teams list).
  loader: ({ context, deps }) => {
    prefetchFrom(
      () => import('@/features/professionals/api/loaders'),
      (m) => m.prefetchProfessionalList(context.queryClient, deps),
    );
  },
  component: ProfessionalsScreen,
});
