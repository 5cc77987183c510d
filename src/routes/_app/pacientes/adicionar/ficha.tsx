import { createFileRoute } from '@tanstack/react-router';
import { PatientContainer } from '@/features/patients/components/PatientContainer';
import { prefetchFrom } from '@/ui/prefetchFrom';

export const Route = createFileRoute('/_app/pacientes/adicionar/ficha')({
  loader: ({ context }) => {
    prefetchFrom(
      () => import('@/features/patients/api/loaders'),
      (m) => m.loadPatientRecord(context.queryClient, null),
    );
  },
  component: () => <PatientContainer tab="ficha" id={null} />,
});
