import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { patientsSearchSchema, searchTextOutOfAddress } from '@/features/patients/searchSchema';
import { PatientsScreen } from '@/features/patients/components/PatientsScreen';
import { listSearchDefaults } from '@/ui/list/searchParams';
import { prefetchFrom } from '@/ui/prefetchFrom';

export const Route = createFileRoute('/_app/pacientes/')({
  validateSearch: patientsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults), searchTextOutOfAddress] },
  loaderDeps: ({ search: { page, search, addressId, teamId } }) => ({ page, search, addressId, teamId }),
  // Not awaited: the rows on screen stay while another page loads (see the teams list).
  loader: ({ context, deps }) => {
    prefetchFrom(
      () => import('@/features/patients/api/loaders'),
      (m) => m.prefetchPatientList(context.queryClient, deps),
    );
  },
  component: PatientsScreen,
});
