import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { patientsSearchSchema, searchTextOutOfAddress } from '@/features/patients/searchSchema';
import { PatientsScreen } from '@/features/patients/components/PatientsScreen';
import { listSearchDefaults } from '@/ui/list/searchParams';

export const Route = createFileRoute('/_app/pacientes/')({
  validateSearch: patientsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults), searchTextOutOfAddress] },
  loaderDeps: ({ search: { page, search, addressId, teamId } }) => ({ page, search, addressId, teamId }),
  // Not awaited: the rows on screen stay while another page loads (see the teams list).
  loader: ({ context, deps }) => {
    import('@/features/patients/api/loaders').then(
      (m) => m.prefetchPatientList(context.queryClient, deps),
      () => undefined,
    );
  },
  component: PatientsScreen,
});
